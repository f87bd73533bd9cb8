import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTeamMember, TeamMemberInput } from './content.ts';

export const updateTeamMember = defineEndpoint({
  name: 'updateTeamMember',
  description: 'Changes a team member.',
  method: 'POST',
  path: '/api/admin/team-members/:id',
  auth: true,
  staff: 'editor',
  request: TeamMemberInput,
  response: Saved(AdminTeamMember),
});
