import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Staff } from './admin.ts';

export const listStaff = defineEndpoint({
  name: 'listStaff',
  description: 'Every staff account (admins only).',
  method: 'GET',
  path: '/api/admin/staff',
  auth: true,
  staff: 'admin',
  response: v.object({ data: v.array(Staff) }),
});
