import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { required } from '../shared.ts';
import { Acknowledged, StaffPassword } from './admin.ts';

export const PasswordChange = v.pipe(
  v.object({
    current_password: v.pipe(v.string(required('current password')), v.nonEmpty(required('current password'))),
    password: StaffPassword,
    password_confirmation: v.string(required('password confirmation')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'The password field confirmation does not match.',
    ),
    ['password_confirmation'],
  ),
);

/** Staff change their own password; every other session of theirs ends, the one in use stays. */
export const changePassword = defineEndpoint({
  name: 'changePassword',
  description: "Changes the signed-in staff member's own password; their other sessions end.",
  method: 'POST',
  path: '/api/admin/password',
  auth: true,
  staff: 'editor',
  request: PasswordChange,
  response: Acknowledged,
});
