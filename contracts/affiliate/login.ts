import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { required } from '../shared.ts';
import { AffiliateProfile } from './affiliate.ts';

export const AffiliateLogin = v.object({
  email: v.pipe(v.string(required('email')), v.trim(), v.nonEmpty(required('email'))),
  password: v.pipe(v.string(required('password')), v.nonEmpty(required('password'))),
  /** 'Remember me': the token lives for weeks without use instead of hours. */
  remember: v.optional(v.boolean(), false),
});
export type AffiliateLogin = v.InferInput<typeof AffiliateLogin>;

/** The token is optional here on purpose: a reply without one is reported as 'Invalid response from server'. */
export const login = defineEndpoint({
  name: 'login',
  description:
    'Signs an affiliate in with email and password and returns a bearer token for the affiliate calls; with `remember` the token lives 30 days instead of 8 hours without use. Repeated wrong passwords lock the account for a while (429).',
  method: 'POST',
  path: '/api/affiliate/login',
  request: AffiliateLogin,
  response: v.object({
    success: v.optional(v.boolean()),
    message: v.optional(v.string()),
    data: v.optional(
      v.nullable(
        v.object({
          token: v.optional(v.nullable(v.string())),
          token_type: v.optional(v.string()),
          expires_at: v.optional(v.nullable(v.string())),
          affiliate: v.optional(AffiliateProfile),
        }),
      ),
    ),
  }),
});
