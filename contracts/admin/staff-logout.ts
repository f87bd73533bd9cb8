import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Revokes the staff token it is sent with. */
export const staffLogout = defineEndpoint({
  name: 'staffLogout',
  description: 'Revokes the staff token the call is sent with.',
  method: 'POST',
  path: '/api/admin/logout',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
