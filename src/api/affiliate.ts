import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { login } from '@contracts/affiliate/login';
import { logout } from '@contracts/affiliate/logout';
import { register } from '@contracts/affiliate/register';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { affiliateKeys } from '@/api/affiliate-keys';
import { request } from '@/api/client';
import { endpointMutation, endpointQuery } from '@/api/endpoint-options';

export const affiliateQueries = {
  all: affiliateKeys.all,
  dashboard: () => endpointQuery(affiliateKeys.dashboard(), getDashboard, (reply) => reply.data),
  transactions: () => endpointQuery([...affiliateQueries.all(), 'transactions'], getTransactions, (reply) => reply.data),
};

export const affiliateMutations = {
  register: () => endpointMutation(['affiliate-session', 'register'], register),
  login: () => endpointMutation(['affiliate-session', 'login'], login),
  updateProfile: () => endpointMutation([...affiliateQueries.all(), 'update-profile'], updateProfile),
};

/** How long a logout waits for the provider to revoke the token before signing out anyway. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * Asks the provider to revoke a token. Not a mutation: its 401 (a token already
 * gone) is not a session ending mid-way, and a failure changes nothing for the visitor.
 * The token is passed in, as logout forgets the stored one while this request goes on.
 */
export const revokeToken = (token: string) => request(logout, { token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
