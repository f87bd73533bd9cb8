import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTeamMember, TeamMemberInput } from './content.ts';

/** Members are listed with their sections (`listTeamSections`). */
export const createTeamMember = defineEndpoint({
  name: 'createTeamMember',
  description: 'Adds a member to a team section.',
  method: 'POST',
  path: '/api/admin/team-members',
  auth: true,
  staff: 'editor',
  request: TeamMemberInput,
  response: Saved(AdminTeamMember),
});
