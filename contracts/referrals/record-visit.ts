import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { MessageReply } from '../shared.ts';
import { REF_CODE_PATTERN } from './ref-code.ts';

export const ReferralVisit = v.object({ ref: v.pipe(v.string(), v.trim(), v.regex(REF_CODE_PATTERN, 'The ref must be an affiliate code.')) });

/**
 * A page was opened through an affiliate's link (`?ref=<code>`): one more visit counted for that
 * affiliate, per day, with nothing about the visitor kept. An unknown code is answered the same.
 */
export const recordVisit = defineEndpoint({
  name: 'recordVisit',
  description: "Counts a visit through an affiliate's referral link; nothing about the visitor is kept, and an unknown code is ignored.",
  method: 'POST',
  path: '/api/referrals/visit',
  request: ReferralVisit,
  response: MessageReply,
});
