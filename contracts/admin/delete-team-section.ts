import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteTeamSection = defineEndpoint({
  name: 'deleteTeamSection',
  description: 'Moves a team section and its members to the trash.',
  method: 'POST',
  path: '/api/admin/team-sections/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
