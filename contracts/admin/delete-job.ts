import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteJob = defineEndpoint({
  name: 'deleteJob',
  description: 'Moves a job to the trash; 409 while it has applications.',
  method: 'POST',
  path: '/api/admin/jobs/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
