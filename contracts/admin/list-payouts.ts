import { defineEndpoint } from '../endpoint.ts';
import { PayoutListQuery, PayoutPage } from './referrals.ts';

/** Payout requests, newest first, 25 a page, by status. */
export const listPayouts = defineEndpoint({
  name: 'listPayouts',
  description: 'Payout requests, filtered by status (admins only).',
  method: 'GET',
  path: '/api/admin/payouts',
  auth: true,
  staff: 'admin',
  query: PayoutListQuery,
  response: PayoutPage,
});
