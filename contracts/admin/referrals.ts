import * as v from 'valibot';
import { CommissionStatus, PayoutMethod, PayoutStatus } from '../referrals/referrals.ts';
import { PageMeta, PageQuery } from './admin.ts';
import { LeadType } from './leads.ts';

/** The affiliate a lead, commission or payout belongs to. */
export const AffiliateRef = v.object({ id: v.number(), name: v.string(), affiliateid: v.string() });
export type AffiliateRef = v.InferOutput<typeof AffiliateRef>;

const Percent = (field: string) =>
  v.pipe(v.number(`The ${field} must be a number.`), v.minValue(0, `The ${field} must be at least 0.`), v.maxValue(50, `The ${field} must not be greater than 50.`));

/** Amounts in taka; the provider keeps integer poisha. */
export const AdminCommission = v.object({
  id: v.number(),
  affiliate: AffiliateRef,
  lead: v.object({ type: LeadType, id: v.number(), name: v.string() }),
  deal_value: v.number(),
  rate_percent: v.number(),
  amount: v.number(),
  status: CommissionStatus,
  /** When the hold ends and a pending commission becomes available by itself. */
  available_at: v.string(),
  reason: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type AdminCommission = v.InferOutput<typeof AdminCommission>;

export const AdminPayout = v.object({
  id: v.number(),
  affiliate: AffiliateRef,
  amount: v.number(),
  status: PayoutStatus,
  method: PayoutMethod,
  reference: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type AdminPayout = v.InferOutput<typeof AdminPayout>;

export const CommissionListQuery = v.object({ status: v.optional(CommissionStatus), page: PageQuery });
export const PayoutListQuery = v.object({ status: v.optional(PayoutStatus), page: PageQuery });

export const CommissionPage = v.object({ data: v.array(AdminCommission), meta: PageMeta });
export const PayoutPage = v.object({ data: v.array(AdminPayout), meta: PageMeta });

/** The programme's terms: rate (percent, up to 50), hold (days) and minimum payout (taka). */
export const ReferralSettings = v.object({
  rate_percent: Percent('rate'),
  hold_days: v.pipe(v.number('The hold days must be a number.'), v.integer('The hold days must be a whole number.'), v.minValue(0, 'The hold days must be at least 0.'), v.maxValue(365, 'The hold days must not be greater than 365.')),
  minimum_payout: v.pipe(v.number('The minimum payout must be a number.'), v.minValue(0, 'The minimum payout must be at least 0.'), v.maxValue(10_000_000, 'The minimum payout must not be greater than 10000000.')),
});
export type ReferralSettings = v.InferOutput<typeof ReferralSettings>;

/** An affiliate as the programme sees them: their own rate (null: the programme's) and balances. */
export const AdminAffiliate = v.object({
  ...AffiliateRef.entries,
  email: v.string(),
  rate_percent: v.nullable(v.number()),
  effective_rate_percent: v.number(),
  balance: v.object({ pending: v.number(), available: v.number(), reserved: v.number(), paid: v.number() }),
  created_at: v.string(),
});
export type AdminAffiliate = v.InferOutput<typeof AdminAffiliate>;

export const AffiliateListQuery = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(200))), page: PageQuery });
export const AffiliatePage = v.object({ data: v.array(AdminAffiliate), meta: PageMeta });

export const AffiliateRate = v.object({ rate_percent: v.nullable(Percent('rate')) });

export const Reason = v.object({
  reason: v.pipe(v.string('The reason field is required.'), v.trim(), v.nonEmpty('The reason field is required.'), v.maxLength(500, 'The reason field must not be greater than 500 characters.')),
});
export const PaymentReference = v.object({
  reference: v.pipe(v.string('The reference field is required.'), v.trim(), v.nonEmpty('The reference field is required.'), v.maxLength(100, 'The reference field must not be greater than 100 characters.')),
});
