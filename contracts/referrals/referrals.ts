import * as v from 'valibot';
import { PHONE_HINT, required } from '../shared.ts';

/** A commission waits out its hold as pending, then is available; staff may approve it early or reject it. */
export const COMMISSION_STATUSES = ['pending', 'available', 'rejected'] as const;
export const CommissionStatus = v.picklist(COMMISSION_STATUSES);
export type CommissionStatus = v.InferOutput<typeof CommissionStatus>;

/** A payout request reserves its amount until staff mark it paid or reject it (the amount returns). */
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export const PayoutStatus = v.picklist(PAYOUT_STATUSES);
export type PayoutStatus = v.InferOutput<typeof PayoutStatus>;

const BKASH_PATTERN = /^(?:\+?88)?01[3-9]\d{8}$/;

const Field = (field: string, max = 100) =>
  v.pipe(v.string(required(field)), v.trim(), v.nonEmpty(required(field)), v.maxLength(max, `The ${field} field must not be greater than ${max} characters.`));

/** Where an affiliate's payouts go: a bKash wallet or a bank account. */
export const PayoutMethod = v.variant('type', [
  v.object({
    type: v.literal('bkash'),
    bkash_number: v.pipe(Field('bkash number', 20), v.regex(BKASH_PATTERN, PHONE_HINT)),
  }),
  v.object({
    type: v.literal('bank'),
    account_name: Field('account name'),
    account_number: v.pipe(Field('account number', 34), v.regex(/^[0-9 -]+$/, 'The account number must only contain digits.')),
    bank_name: Field('bank name'),
    branch: Field('branch'),
  }),
], 'The type must be bkash or bank.');
export type PayoutMethod = v.InferOutput<typeof PayoutMethod>;

/** Amounts in taka (integer poisha on the provider, divided by 100). */
export const ReferralSummary = v.object({
  code: v.string(),
  /** `period`: '30', '90' or 'all' (days). */
  period: v.picklist(['30', '90', 'all']),
  visits: v.number(),
  leads: v.number(),
  won: v.number(),
  commission: v.object({ pending: v.number(), available: v.number(), rejected: v.number() }),
  /** Now, whatever the period: what may be requested, what requests hold, and what has been paid. */
  balance: v.object({ available: v.number(), reserved: v.number(), paid: v.number() }),
  minimum_payout: v.number(),
  /** The programme's or the affiliate's own rate, in percent. */
  rate_percent: v.number(),
  hold_days: v.number(),
});
export type ReferralSummary = v.InferOutput<typeof ReferralSummary>;

export const SummaryPeriod = v.optional(v.picklist(['30', '90', 'all'], 'The period must be 30, 90 or all.'), 'all');

export const Payout = v.object({
  id: v.number(),
  amount: v.number(),
  status: PayoutStatus,
  method: PayoutMethod,
  /** The payment's reference, once paid. */
  reference: v.nullable(v.string()),
  /** Why it was rejected. */
  reason: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Payout = v.InferOutput<typeof Payout>;
