import { defineEndpoint } from '../endpoint.ts';
import { CommissionListQuery, CommissionPage } from './referrals.ts';

/** Affiliates' commissions, newest first, 25 a page, by status. */
export const listCommissions = defineEndpoint({
  name: 'listCommissions',
  description: 'Commissions on won referred leads, filtered by status (admins only).',
  method: 'GET',
  path: '/api/admin/commissions',
  auth: true,
  staff: 'admin',
  query: CommissionListQuery,
  response: CommissionPage,
});
