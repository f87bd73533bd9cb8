import { approveCommission } from '@contracts/admin/approve-commission';
import { getReferralSettings } from '@contracts/admin/get-referral-settings';
import { listAffiliates } from '@contracts/admin/list-affiliates';
import { listCommissions } from '@contracts/admin/list-commissions';
import { listPayouts } from '@contracts/admin/list-payouts';
import { payPayout } from '@contracts/admin/pay-payout';
import type { ReferralSettings } from '@contracts/admin/referrals';
import { rejectCommission } from '@contracts/admin/reject-commission';
import { rejectPayout } from '@contracts/admin/reject-payout';
import { setAffiliateRate } from '@contracts/admin/set-affiliate-rate';
import { updateReferralSettings } from '@contracts/admin/update-referral-settings';
import type { CommissionStatus, PayoutStatus } from '@contracts/referrals/referrals';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InferInput } from 'valibot';
import { staffRequest } from '@/api/admin-client';
import { adminKey } from '@/api/admin-staff';

/** The affiliate programme in the back office (issue 31): commissions, payouts, the terms and per-affiliate rates. */
export const programmeQueries = {
  all: () => [...adminKey, 'programme'] as const,
  commissions: (status: CommissionStatus | undefined, page: number) =>
    queryOptions({
      queryKey: [...programmeQueries.all(), 'commissions', status ?? 'all', page],
      queryFn: ({ signal }) => staffRequest(listCommissions, { signal, query: { status, page: String(page) } }),
    }),
  payouts: (status: PayoutStatus | undefined, page: number) =>
    queryOptions({
      queryKey: [...programmeQueries.all(), 'payouts', status ?? 'all', page],
      queryFn: ({ signal }) => staffRequest(listPayouts, { signal, query: { status, page: String(page) } }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...programmeQueries.all(), 'settings'],
      queryFn: ({ signal }) => staffRequest(getReferralSettings, { signal }).then((reply) => reply.data),
    }),
  affiliates: (page: number) =>
    queryOptions({
      queryKey: [...programmeQueries.all(), 'affiliates', page],
      queryFn: ({ signal }) => staffRequest(listAffiliates, { signal, query: { page: String(page) } }),
    }),
};

export const programmeMutations = {
  approveCommission: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'approve'],
      mutationFn: (id: number) => staffRequest(approveCommission, { params: { id } }),
    }),
  rejectCommission: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'reject-commission'],
      mutationFn: ({ id, reason }: { id: number; reason: string }) => staffRequest(rejectCommission, { params: { id }, body: { reason } }),
    }),
  payPayout: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'pay'],
      mutationFn: ({ id, reference }: { id: number; reference: string }) => staffRequest(payPayout, { params: { id }, body: { reference } }),
    }),
  rejectPayout: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'reject-payout'],
      mutationFn: ({ id, reason }: { id: number; reason: string }) => staffRequest(rejectPayout, { params: { id }, body: { reason } }),
    }),
  saveSettings: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'save-settings'],
      mutationFn: (body: InferInput<typeof ReferralSettings>) => staffRequest(updateReferralSettings, { body }),
    }),
  setRate: () =>
    mutationOptions({
      mutationKey: [...programmeQueries.all(), 'rate'],
      mutationFn: ({ id, rate_percent }: { id: number; rate_percent: number | null }) => staffRequest(setAffiliateRate, { params: { id }, body: { rate_percent } }),
    }),
};
