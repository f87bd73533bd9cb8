import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { PayoutMethod } from './referrals.ts';

/** The affiliate's saved payout method, or null. */
export const getPayoutMethod = defineEndpoint({
  name: 'getPayoutMethod',
  description: "The signed-in affiliate's payout method: a bKash number or a bank account.",
  method: 'GET',
  path: '/api/affiliate/payout-method',
  auth: true,
  response: v.object({ data: v.nullable(PayoutMethod) }),
});
