import { Hono } from 'hono';
import { getPayoutMethod } from '../../contracts/referrals/get-payout-method.ts';
import { getReferralSummary } from '../../contracts/referrals/get-referral-summary.ts';
import { ReferralVisit, recordVisit } from '../../contracts/referrals/record-visit.ts';
import type { PayoutMethod as PayoutMethodType } from '../../contracts/referrals/referrals.ts';
import { PayoutMethod, SummaryPeriod } from '../../contracts/referrals/referrals.ts';
import { requestPayout } from '../../contracts/referrals/request-payout.ts';
import { savePayoutMethod } from '../../contracts/referrals/save-payout-method.ts';
import * as v from 'valibot';
import { requireAffiliate } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { reply } from '../reply.ts';
import { PayoutRefused, type PayoutRow, balancesOf, countVisit, payoutMethodOf, payoutStatus, releaseDue, requestPayout as reservePayout, settingsOf } from '../referrals/ledger.ts';
import { check, readPayload, validationFailure } from '../validation.ts';

const taka = (poisha: number) => poisha / 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A payout method as the affiliate's own screens show it: the number's last digits only. */
export function describeMethod(method: PayoutMethodType): string {
  const last = (number: string) => `••••${number.replace(/\D/g, '').slice(-4)}`;
  return method.type === 'bkash' ? `bKash ${last(method.bkash_number)}` : `${method.bank_name} ${last(method.account_number)}`;
}

export function payoutReply(row: PayoutRow) {
  const status = payoutStatus(row.account);
  return {
    id: row.id,
    amount: taka(row.amount_poisha),
    status,
    method: JSON.parse(row.method) as PayoutMethodType,
    reference: status === 'paid' ? row.note : null,
    reason: status === 'rejected' ? row.note : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function summaryOf(sql: Sql, affiliate: { id: number; affiliateid: string }, period: v.InferOutput<typeof SummaryPeriod>, now: Date) {
  const since = period === 'all' ? '0000' : new Date(now.getTime() - Number(period) * DAY_MS).toISOString();
  const visits = sql.get<{ n: number }>('SELECT COALESCE(SUM(visits), 0) AS n FROM referral_visits WHERE affiliate_id = ? AND day >= ?', affiliate.id, since.slice(0, 10))?.n ?? 0;
  const leads = sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM lead_referrals WHERE affiliate_id = ? AND created_at >= ?', affiliate.id, since)?.n ?? 0;
  const byStatus = sql.all<{ account: string; n: number; poisha: number }>(
    `SELECT account, COUNT(*) AS n, SUM(amount_poisha) AS poisha FROM (
       SELECT c.amount_poisha, (SELECT to_account FROM referral_ledger l WHERE l.commission_id = c.id ORDER BY l.id DESC LIMIT 1) AS account
       FROM commissions c WHERE c.affiliate_id = ? AND c.created_at >= ?
     ) GROUP BY account`,
    affiliate.id,
    since,
  );
  const commission = { pending: 0, available: 0, rejected: 0 };
  let won = 0;
  for (const row of byStatus) {
    won += row.n;
    commission[row.account === 'void' ? 'rejected' : (row.account as 'pending' | 'available')] += taka(row.poisha);
  }
  const balances = balancesOf(sql, affiliate.id);
  const settings = settingsOf(sql);
  const own = sql.get<{ rate_bp: number | null }>('SELECT commission_rate_bp AS rate_bp FROM affiliates WHERE id = ?', affiliate.id)?.rate_bp;
  return {
    code: affiliate.affiliateid,
    period,
    visits,
    leads,
    won,
    commission,
    balance: { available: taka(balances.available), reserved: taka(balances.reserved), paid: taka(balances.paid) },
    minimum_payout: taka(settings.min_payout_poisha),
    rate_percent: (own ?? settings.rate_bp) / 100,
    hold_days: settings.hold_days,
  };
}

/** Referral visits (public) and the affiliate's side of the programme: summary, payout method, payout requests. */
export function referralRoutes({ sql, transaction }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAffiliate(sql);

  app.post(recordVisit.path, async (c) => {
    const { output, errors } = check(ReferralVisit, await readPayload(c));
    if (!output) return validationFailure(c, errors, ReferralVisit);
    countVisit(sql, output.ref);
    // The same answer for any code: the call tells nobody which codes exist.
    return reply(c, recordVisit, { success: true, message: 'Visit counted.' });
  });

  app.get(getReferralSummary.path, auth, (c) => {
    const parsed = v.safeParse(SummaryPeriod, c.req.query('period'));
    if (!parsed.success) return validationFailure(c, { period: ['The period must be 30, 90 or all.'] });
    const affiliate = c.get('affiliate');
    const now = new Date();
    const data = transaction(() => {
      releaseDue(sql, now, affiliate.id);
      return summaryOf(sql, affiliate, parsed.output, now);
    });
    return reply(c, getReferralSummary, { data });
  });

  app.get(getPayoutMethod.path, auth, (c) => reply(c, getPayoutMethod, { data: payoutMethodOf(sql, c.get('affiliate').id) }));

  app.post(savePayoutMethod.path, auth, async (c) => {
    const { output, errors } = check(PayoutMethod, await readPayload(c));
    if (!output) return validationFailure(c, errors, PayoutMethod);
    sql.run(
      `INSERT INTO payout_methods (affiliate_id, method, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (affiliate_id) DO UPDATE SET method = excluded.method, updated_at = excluded.updated_at`,
      c.get('affiliate').id,
      JSON.stringify(output),
      new Date().toISOString(),
    );
    return reply(c, savePayoutMethod, { success: true, message: 'Payout method saved.', data: output });
  });

  app.post(requestPayout.path, auth, (c) => {
    const affiliate = c.get('affiliate');
    try {
      const payout = transaction(() => reservePayout(sql, affiliate.id));
      return reply(c, requestPayout, { success: true, message: 'Payout requested.', data: payoutReply(payout) }, 201);
    } catch (error) {
      if (error instanceof PayoutRefused) return validationFailure(c, { [error.field]: [error.message] });
      throw error;
    }
  });

  return app;
}
