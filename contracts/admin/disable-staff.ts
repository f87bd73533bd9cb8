import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Saved, Staff } from './admin.ts';

export const StaffStatus = v.object({ disabled: v.boolean() });

/**
 * Disables a staff member (their sessions end at once) or enables them again. An admin
 * cannot disable themselves, so the office never loses its last admin by a slip.
 */
export const disableStaff = defineEndpoint({
  name: 'disableStaff',
  description: 'Disables or enables a staff account; disabling ends its sessions at once (admins only).',
  method: 'POST',
  path: '/api/admin/staff/:id/status',
  auth: true,
  staff: 'admin',
  request: StaffStatus,
  response: Saved(Staff),
});
