import { defineEndpoint } from '../endpoint.ts';
import { NewStaff, Saved, Staff } from './admin.ts';

/** An admin adds a staff member with a first password they pass on; the new member changes it. */
export const createStaff = defineEndpoint({
  name: 'createStaff',
  description: 'Adds a staff account with a role (admins only).',
  method: 'POST',
  path: '/api/admin/staff',
  auth: true,
  staff: 'admin',
  request: NewStaff,
  response: Saved(Staff),
});
