/**
 * The affiliate's session calls: sign up, log in, and revoke a token. Apart from the signed-in
 * affiliate's calls (affiliate.ts), so the login and signup pages load only these contracts.
 */
import { login } from '@contracts/affiliate/login';
import { logout } from '@contracts/affiliate/logout';
import { register } from '@contracts/affiliate/register';
import { request } from '@/api/client';
import { endpointMutation } from '@/api/endpoint-options';

export const sessionMutations = {
  register: () => endpointMutation(['affiliate-session', 'register'], register),
  login: () => endpointMutation(['affiliate-session', 'login'], login),
};

/** How long a logout waits for the provider to revoke the token before signing out anyway. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * Asks the provider to revoke a token. Not a mutation: its 401 (a token already
 * gone) is not a session ending mid-way, and a failure changes nothing for the visitor.
 * The token is passed in, as logout forgets the stored one while this request goes on.
 */
export const revokeToken = (token: string) => request(logout, { token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
