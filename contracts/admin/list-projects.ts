import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminProject } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listProjects = defineEndpoint({
  name: 'listProjects',
  description: 'Every portfolio project.',
  method: 'GET',
  path: '/api/admin/projects',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminProject) }),
});
