import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Payout } from './referrals.ts';

/**
 * Asks for the whole available balance to be paid to the saved method. 422 below the minimum or
 * without a method; two requests at once never reserve more than the balance.
 */
export const requestPayout = defineEndpoint({
  name: 'requestPayout',
  description: 'Requests a payout of the available balance once it reaches the minimum; never more than is available.',
  method: 'POST',
  path: '/api/affiliate/payouts',
  auth: true,
  response: v.object({ success: v.boolean(), message: v.string(), data: Payout }),
});
