import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminTeamSection } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listTeamSections = defineEndpoint({
  name: 'listTeamSections',
  description: 'The team sections with their members.',
  method: 'GET',
  path: '/api/admin/team-sections',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminTeamSection) }),
});
