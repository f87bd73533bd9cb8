import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Email, Id, OptionalText, Phone, RequiredText, required } from '../shared.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9-]+$/;

export const AffiliateSignup = v.pipe(
  v.object({
    name: RequiredText('name'),
    email: Email,
    phone: Phone,
    password: v.pipe(
      v.string(required('password')),
      v.nonEmpty(required('password')),
      v.minLength(PASSWORD_MIN_LENGTH, `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`),
      v.maxLength(128, 'The password field must not be greater than 128 characters.'),
    ),
    password_confirmation: v.pipe(
      v.string(required('password confirmation')),
      v.nonEmpty(required('password confirmation')),
    ),
    /** The public code the affiliate chooses for their links. */
    affiliateid: v.pipe(
      RequiredText('affiliateid', 50),
      v.regex(AFFILIATE_ID_PATTERN, 'The affiliateid field must only contain letters, numbers and dashes.'),
    ),
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
export type AffiliateSignup = v.InferInput<typeof AffiliateSignup>;

export const register = defineEndpoint({
  name: 'register',
  description:
    'Registers a new affiliate. Refuses a taken email or affiliate ID, a password under 8 characters or on the list of common passwords, and a confirmation that does not match, with 422 and the message per field.',
  method: 'POST',
  path: '/api/affiliate/register',
  request: AffiliateSignup,
  response: v.object({
    success: v.optional(v.boolean()),
    message: v.optional(v.string()),
    data: v.optional(
      v.object({
        id: Id,
        name: v.string(),
        email: v.string(),
        affiliateid: OptionalText,
      }),
    ),
  }),
});
