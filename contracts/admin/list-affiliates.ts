import { defineEndpoint } from '../endpoint.ts';
import { AffiliateListQuery, AffiliatePage } from './referrals.ts';

/** Affiliates with their rate and balances, newest first, 25 a page; `q` matches name, email and code. */
export const listAffiliates = defineEndpoint({
  name: 'listAffiliates',
  description: 'The affiliates with their commission rate, for setting a rate of their own (admins only).',
  method: 'GET',
  path: '/api/admin/affiliates',
  auth: true,
  staff: 'admin',
  query: AffiliateListQuery,
  response: AffiliatePage,
});
