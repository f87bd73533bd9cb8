import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Removes a newsletter subscriber: to the trash, restorable for 30 days. */
export const deleteSubscriber = defineEndpoint({
  name: 'deleteSubscriber',
  description: 'Moves a newsletter subscriber to the trash.',
  method: 'POST',
  path: '/api/admin/subscribers/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
