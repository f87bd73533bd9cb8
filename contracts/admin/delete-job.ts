import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteJob = defineEndpoint({
  name: 'deleteJob',
  method: 'POST',
  path: '/api/admin/jobs/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
