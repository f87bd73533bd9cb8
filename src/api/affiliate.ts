import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { type AffiliateLogin, login } from '@contracts/affiliate/login';
import { logout } from '@contracts/affiliate/logout';
import { type AffiliateSignup, register } from '@contracts/affiliate/register';
import { type ProfileUpdate, updateProfile } from '@contracts/affiliate/update-profile';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

/** Everything of the signed-in affiliate sits under this key, so logout removes it in one call. */
export const affiliateQueries = {
  all: () => ['affiliate'] as const,
  dashboard: () =>
    queryOptions({
      queryKey: [...affiliateQueries.all(), 'dashboard'],
      queryFn: ({ signal }) => request(getDashboard, { signal }).then((reply) => reply.data),
    }),
  transactions: () =>
    queryOptions({
      queryKey: [...affiliateQueries.all(), 'transactions'],
      queryFn: ({ signal }) => request(getTransactions, { signal }).then((reply) => reply.data),
    }),
};

export const affiliateMutations = {
  register: () =>
    mutationOptions({
      mutationKey: ['affiliate-session', 'register'],
      mutationFn: (signup: AffiliateSignup) => request(register, { body: signup }),
    }),
  login: () =>
    mutationOptions({
      mutationKey: ['affiliate-session', 'login'],
      mutationFn: (credentials: AffiliateLogin) => request(login, { body: credentials }),
    }),
  updateProfile: () =>
    mutationOptions({
      mutationKey: [...affiliateQueries.all(), 'update-profile'],
      mutationFn: (update: ProfileUpdate) => request(updateProfile, { body: update }),
    }),
};

/** How long a logout waits for the provider to revoke the token before signing out anyway. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * Asks the provider to revoke the stored token. Not a mutation: its 401 (a token
 * already gone) is not a session ending mid-way, and a failure changes nothing for the visitor.
 */
export const revokeToken = () => request(logout, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
