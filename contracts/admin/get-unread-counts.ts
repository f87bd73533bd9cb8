import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

const Count = v.number();

/** Unread leads per type, for the navigation's badges. */
export const getUnreadCounts = defineEndpoint({
  name: 'getUnreadCounts',
  description: 'How many leads of each type are unread, for the navigation.',
  method: 'GET',
  path: '/api/admin/unread-counts',
  auth: true,
  staff: 'editor',
  response: v.object({
    data: v.object({ contact: Count, consultation: Count, application: Count, subscriber: Count, total: Count }),
  }),
});
