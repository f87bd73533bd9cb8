import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Staff } from './admin.ts';

/** The signed-in staff member: the back office's guard and its navigation read the role here. */
export const getMe = defineEndpoint({
  name: 'getMe',
  description: 'The signed-in staff member: name, email and role.',
  method: 'GET',
  path: '/api/admin/me',
  auth: true,
  staff: 'editor',
  response: v.object({ data: Staff }),
});
