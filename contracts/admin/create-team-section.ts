import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTeamSection, TeamSectionInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createTeamSection = defineEndpoint({
  name: 'createTeamSection',
  description: 'Adds a team section.',
  method: 'POST',
  path: '/api/admin/team-sections',
  auth: true,
  staff: 'editor',
  request: TeamSectionInput,
  response: Saved(AdminTeamSection),
});
