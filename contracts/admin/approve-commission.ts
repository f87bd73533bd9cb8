import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminCommission } from './referrals.ts';

/** Makes a pending commission available before its hold ends. 409 when it is not pending. */
export const approveCommission = defineEndpoint({
  name: 'approveCommission',
  method: 'POST',
  path: '/api/admin/commissions/:id/approve',
  auth: true,
  staff: 'admin',
  response: Saved(AdminCommission),
});
