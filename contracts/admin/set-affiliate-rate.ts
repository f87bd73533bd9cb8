import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminAffiliate, AffiliateRate } from './referrals.ts';

/** An affiliate's own commission rate (up to 50 %), or null for the programme's. */
export const setAffiliateRate = defineEndpoint({
  name: 'setAffiliateRate',
  method: 'POST',
  path: '/api/admin/affiliates/:id/rate',
  auth: true,
  staff: 'admin',
  request: AffiliateRate,
  response: Saved(AdminAffiliate),
});
