import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminProject, ProjectInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createProject = defineEndpoint({
  name: 'createProject',
  description: 'Adds a portfolio project.',
  method: 'POST',
  path: '/api/admin/projects',
  auth: true,
  staff: 'editor',
  request: ProjectInput,
  response: Saved(AdminProject),
});
