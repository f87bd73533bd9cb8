import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { ReferralSettings } from './referrals.ts';

/** New terms apply to commissions created from now on; existing ones keep their rate and hold. */
export const updateReferralSettings = defineEndpoint({
  name: 'updateReferralSettings',
  description: "Changes the programme's rate, hold period and payout minimum (admins only).",
  method: 'POST',
  path: '/api/admin/referral-settings',
  auth: true,
  staff: 'admin',
  request: ReferralSettings,
  response: Saved(ReferralSettings),
});
