import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LeadReferral } from '../referrals/ref-code.ts';
import { MessageReply, Phone, RequiredText } from '../shared.ts';

export const ConsultationRequest = v.object({
  name: RequiredText('name'),
  phone: Phone,
  message: RequiredText('message', 5000),
  /** The referral link the visitor came through, kept in a cookie (issue 31). */
  ...LeadReferral,
});
export type ConsultationRequest = v.InferInput<typeof ConsultationRequest>;

/** The spec gives no path for the consultation submit; this is the one place it is defined. */
export const sendConsultation = defineEndpoint({
  name: 'sendConsultation',
  description: 'Requests a free consultation; the team calls back within 24 hours.',
  method: 'POST',
  path: '/api/consultation',
  request: ConsultationRequest,
  response: MessageReply,
});
