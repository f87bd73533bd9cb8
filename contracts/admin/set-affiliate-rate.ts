import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminAffiliate, AffiliateRate } from './referrals.ts';

/** An affiliate's own commission rate (up to 50 %), or null for the programme's. */
export const setAffiliateRate = defineEndpoint({
  name: 'setAffiliateRate',
  description: "Sets an affiliate's own commission rate, up to 50 %, or clears it for the programme's (admins only).",
  method: 'POST',
  path: '/api/admin/affiliates/:id/rate',
  auth: true,
  staff: 'admin',
  request: AffiliateRate,
  response: Saved(AdminAffiliate),
});
