import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteProject = defineEndpoint({
  name: 'deleteProject',
  description: 'Moves a portfolio project to the trash.',
  method: 'POST',
  path: '/api/admin/projects/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
