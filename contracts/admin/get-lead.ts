import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LeadDetail } from './leads.ts';

/** One lead with its notes; opening it marks it read. `:type` is contact, consultation, application or subscriber. */
export const getLead = defineEndpoint({
  name: 'getLead',
  description: 'One lead with its fields, status and notes; marks it read.',
  method: 'GET',
  path: '/api/admin/leads/:type/:id',
  auth: true,
  staff: 'editor',
  response: v.object({ data: LeadDetail }),
});
