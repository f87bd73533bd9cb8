import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LeadReferral } from '../referrals/ref-code.ts';
import { MessageReply, Phone, RequiredText } from '../shared.ts';

export const ContactRequest = v.object({
  name: RequiredText('name'),
  phone: Phone,
  subject: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(255, 'The subject field must not be greater than 255 characters.')),
  ),
  message: RequiredText('message', 5000),
  /** The referral link the visitor came through, kept in a cookie (issue 31). */
  ...LeadReferral,
});
export type ContactRequest = v.InferInput<typeof ContactRequest>;

export const sendContact = defineEndpoint({
  name: 'sendContact',
  description: 'Sends the contact form\'s message to the team.',
  method: 'POST',
  path: '/api/contact',
  request: ContactRequest,
  response: MessageReply,
});
