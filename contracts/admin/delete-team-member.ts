import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteTeamMember = defineEndpoint({
  name: 'deleteTeamMember',
  description: 'Moves a team member to the trash.',
  method: 'POST',
  path: '/api/admin/team-members/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
