import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminCommission, Reason } from './referrals.ts';

/**
 * Rejects a pending or available commission with a reason the affiliate sees. 409 when it is
 * rejected already, or when payout requests hold the balance it would be taken from.
 */
export const rejectCommission = defineEndpoint({
  name: 'rejectCommission',
  description: 'Rejects a commission with a reason the affiliate sees (admins only).',
  method: 'POST',
  path: '/api/admin/commissions/:id/reject',
  auth: true,
  staff: 'admin',
  request: Reason,
  response: Saved(AdminCommission),
});
