import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminPayout, Reason } from './referrals.ts';

/** Rejects a requested payout with a reason; its amount is available again. 409 unless requested. */
export const rejectPayout = defineEndpoint({
  name: 'rejectPayout',
  description: 'Rejects a payout request with a reason; its amount is available again (admins only).',
  method: 'POST',
  path: '/api/admin/payouts/:id/reject',
  auth: true,
  staff: 'admin',
  request: Reason,
  response: Saved(AdminPayout),
});
