import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTeamSection, TeamSectionInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updateTeamSection = defineEndpoint({
  name: 'updateTeamSection',
  description: 'Changes a team section.',
  method: 'POST',
  path: '/api/admin/team-sections/:id',
  auth: true,
  staff: 'editor',
  request: TeamSectionInput,
  response: Saved(AdminTeamSection),
});
