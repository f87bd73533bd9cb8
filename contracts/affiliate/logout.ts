import { defineEndpoint } from '../endpoint.ts';
import { MessageReply } from '../shared.ts';

/** Revokes the bearer token it is sent with; the same token answers 401 afterwards. */
export const logout = defineEndpoint({
  name: 'logout',
  description: 'Revokes the bearer token the request is sent with.',
  method: 'POST',
  path: '/api/affiliate/logout',
  auth: true,
  response: MessageReply,
});
