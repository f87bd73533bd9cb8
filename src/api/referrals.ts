import { getPayoutMethod } from '@contracts/referrals/get-payout-method';
import { getReferralSummary } from '@contracts/referrals/get-referral-summary';
import { requestPayout } from '@contracts/referrals/request-payout';
import { savePayoutMethod } from '@contracts/referrals/save-payout-method';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { affiliateQueries } from '@/api/affiliate';
import { request } from '@/api/client';
import { endpointMutation, endpointQuery } from '@/api/endpoint-options';

export type SummaryPeriod = '30' | '90' | 'all';

/** The affiliate programme's calls; the signed-in affiliate's data stays under the affiliate key, so logout clears it. */
export const referralQueries = {
  all: () => [...affiliateQueries.all(), 'referrals'] as const,
  summary: (period: SummaryPeriod) =>
    queryOptions({
      queryKey: [...referralQueries.all(), 'summary', period],
      queryFn: ({ signal }) => request(getReferralSummary, { signal, query: { period } }).then((reply) => reply.data),
    }),
  payoutMethod: () => endpointQuery([...referralQueries.all(), 'payout-method'], getPayoutMethod, (reply) => reply.data),
};

export const referralMutations = {
  savePayoutMethod: () => endpointMutation([...referralQueries.all(), 'save-payout-method'], savePayoutMethod),
  requestPayout: () =>
    mutationOptions({
      mutationKey: [...referralQueries.all(), 'request-payout'],
      mutationFn: () => request(requestPayout, {}),
    }),
};
