import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminCommission } from './referrals.ts';

/** Makes a pending commission available before its hold ends. 409 when it is not pending. */
export const approveCommission = defineEndpoint({
  name: 'approveCommission',
  description: 'Approves a pending commission before its hold ends, making it available (admins only).',
  method: 'POST',
  path: '/api/admin/commissions/:id/approve',
  auth: true,
  staff: 'admin',
  response: Saved(AdminCommission),
});
