import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { required } from '../shared.ts';
import { Staff } from './admin.ts';

export const StaffLogin = v.object({
  email: v.pipe(v.string(required('email')), v.trim(), v.nonEmpty(required('email'))),
  password: v.pipe(v.string(required('password')), v.nonEmpty(required('password'))),
  /** Keeps the session for 7 days without use instead of 8 hours. */
  remember: v.optional(v.boolean(), false),
});
export type StaffLogin = v.InferInput<typeof StaffLogin>;

/**
 * Signs a staff member in: a bearer token for every other `/api/admin` call. Wrong passwords
 * are limited and locked out like the affiliates' (429 with `Retry-After`); a disabled account answers 401.
 */
export const staffLogin = defineEndpoint({
  name: 'staffLogin',
  description: 'Signs a staff member in; answers data.token for the staffToken scheme.',
  method: 'POST',
  path: '/api/admin/login',
  request: StaffLogin,
  response: v.object({
    success: v.boolean(),
    message: v.string(),
    data: v.object({ token: v.string(), token_type: v.literal('Bearer'), expires_at: v.string(), staff: Staff }),
  }),
});
