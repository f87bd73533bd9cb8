import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminProject, ProjectInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updateProject = defineEndpoint({
  name: 'updateProject',
  description: 'Changes a portfolio project.',
  method: 'POST',
  path: '/api/admin/projects/:id',
  auth: true,
  staff: 'editor',
  request: ProjectInput,
  response: Saved(AdminProject),
});
