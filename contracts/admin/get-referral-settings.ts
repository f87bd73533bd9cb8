import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { ReferralSettings } from './referrals.ts';

export const getReferralSettings = defineEndpoint({
  name: 'getReferralSettings',
  description: "The affiliate programme's rate, hold period and payout minimum (admins only).",
  method: 'GET',
  path: '/api/admin/referral-settings',
  auth: true,
  staff: 'admin',
  response: v.object({ data: ReferralSettings }),
});
