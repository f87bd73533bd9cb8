/** The signed-in affiliate's calls (the session's are in affiliate-session.ts). */
import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { affiliateKeys } from '@/api/affiliate-keys';
import { endpointMutation, endpointQuery } from '@/api/endpoint-options';

export const affiliateQueries = {
  all: affiliateKeys.all,
  dashboard: () => endpointQuery(affiliateKeys.dashboard(), getDashboard, (reply) => reply.data),
  transactions: () => endpointQuery([...affiliateQueries.all(), 'transactions'], getTransactions, (reply) => reply.data),
};

export const affiliateMutations = {
  updateProfile: () => endpointMutation([...affiliateQueries.all(), 'update-profile'], updateProfile),
};

