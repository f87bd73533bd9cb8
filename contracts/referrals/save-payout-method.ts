import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { PayoutMethod } from './referrals.ts';

export const savePayoutMethod = defineEndpoint({
  name: 'savePayoutMethod',
  description: "Saves the signed-in affiliate's payout method.",
  method: 'POST',
  path: '/api/affiliate/payout-method',
  auth: true,
  request: PayoutMethod,
  response: v.object({ success: v.boolean(), message: v.string(), data: PayoutMethod }),
});
