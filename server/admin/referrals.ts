import type { SQLInputValue } from 'node:sqlite';
import { type Context, Hono } from 'hono';
import { approveCommission } from '../../contracts/admin/approve-commission.ts';
import { getReferralSettings } from '../../contracts/admin/get-referral-settings.ts';
import { listAffiliates } from '../../contracts/admin/list-affiliates.ts';
import { listCommissions } from '../../contracts/admin/list-commissions.ts';
import { listPayouts } from '../../contracts/admin/list-payouts.ts';
import { payPayout } from '../../contracts/admin/pay-payout.ts';
import {
  AffiliateListQuery,
  AffiliateRate,
  CommissionListQuery,
  PaymentReference,
  PayoutListQuery,
  Reason,
  ReferralSettings,
} from '../../contracts/admin/referrals.ts';
import { rejectCommission } from '../../contracts/admin/reject-commission.ts';
import { rejectPayout } from '../../contracts/admin/reject-payout.ts';
import { setAffiliateRate } from '../../contracts/admin/set-affiliate-rate.ts';
import { updateReferralSettings } from '../../contracts/admin/update-referral-settings.ts';
import type { LeadType } from '../../contracts/admin/leads.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { payoutReply } from '../api/referrals.ts';
import {
  COMMISSIONS,
  type CommissionRow,
  LedgerConflict,
  PAYOUTS,
  type PayoutRow,
  approveCommission as approve,
  balancesOf,
  commissionStatus,
  markPayoutPaid,
  rejectCommission as reject,
  rejectPayout as refusePayout,
  releaseDue,
  settingsOf,
} from '../referrals/ledger.ts';
import { failure, reply } from '../reply.ts';
import { check, readPayload, validationFailure } from '../validation.ts';
import { audit } from './audit.ts';
import { requireStaff } from './staff-auth.ts';

const PER_PAGE = 25;
const taka = (poisha: number) => poisha / 100;
const idFrom = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined);
const pageFrom = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1);

interface AffiliateInfo {
  id: number;
  name: string;
  affiliateid: string;
}
const affiliateOf = (sql: Sql, id: number) =>
  sql.get<AffiliateInfo>('SELECT id, name, affiliateid FROM affiliates WHERE id = ?', id) ?? { id, name: 'Unknown', affiliateid: '' };

/** A lead's name, from whichever form stored it. */
function leadName(sql: Sql, type: string, id: number): string {
  const table = type === 'contact' ? 'contact_messages' : type === 'consultation' ? 'consultations' : undefined;
  return (table && sql.get<{ name: string }>(`SELECT name FROM ${table} WHERE id = ?`, id)?.name) || `${type} #${id}`;
}

function commissionReply(sql: Sql, row: CommissionRow) {
  return {
    id: row.id,
    affiliate: affiliateOf(sql, row.affiliate_id),
    lead: { type: row.lead_type as LeadType, id: row.lead_id, name: leadName(sql, row.lead_type, row.lead_id) },
    deal_value: taka(row.deal_value_poisha),
    rate_percent: row.rate_bp / 100,
    amount: taka(row.amount_poisha),
    status: commissionStatus(row.account),
    available_at: row.available_at,
    reason: row.reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const adminPayoutReply = (sql: Sql, row: PayoutRow) => ({ ...payoutReply(row), affiliate: affiliateOf(sql, row.affiliate_id) });

const settingsReply = (sql: Sql) => {
  const settings = settingsOf(sql);
  return { rate_percent: settings.rate_bp / 100, hold_days: settings.hold_days, minimum_payout: taka(settings.min_payout_poisha) };
};

function affiliateReply(sql: Sql, row: AffiliateInfo & { email: string; rate_bp: number | null; created_at: string }) {
  const balances = balancesOf(sql, row.id);
  return {
    id: row.id,
    name: row.name,
    affiliateid: row.affiliateid,
    email: row.email,
    rate_percent: row.rate_bp === null ? null : row.rate_bp / 100,
    effective_rate_percent: (row.rate_bp ?? settingsOf(sql).rate_bp) / 100,
    balance: { pending: taka(balances.pending), available: taka(balances.available), reserved: taka(balances.reserved), paid: taka(balances.paid) },
    created_at: row.created_at,
  };
}

const COMMISSION_ACCOUNT = { pending: 'pending', available: 'available', rejected: 'void' } as const;
const PAYOUT_ACCOUNT = { requested: 'reserved', paid: 'paid', rejected: 'available' } as const;

/** The back office's side of the affiliate programme: commissions, payouts, the terms and per-affiliate rates (admins). */
export function referralAdminRoutes({ sql, transaction }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Runs a ledger change in one IMMEDIATE transaction; a conflict with the current state answers 409. */
  function change<T>(c: Context, work: () => T): T | Response {
    try {
      return transaction(work);
    } catch (error) {
      if (error instanceof LedgerConflict) return failure(c, error.message, 409);
      throw error;
    }
  }

  app.get(listCommissions.path, requireStaff(sql, listCommissions), (c) => {
    const { output, errors } = check(CommissionListQuery, c.req.query());
    if (!output) return validationFailure(c, errors, CommissionListQuery);
    transaction(() => releaseDue(sql));
    const where = output.status ? 'WHERE account = ?' : '';
    const params: SQLInputValue[] = output.status ? [COMMISSION_ACCOUNT[output.status]] : [];
    const total = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${COMMISSIONS}) ${where}`, ...params)?.n ?? 0;
    const page = pageFrom(output.page);
    const rows = sql.all<CommissionRow>(`SELECT * FROM (${COMMISSIONS}) ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...params, PER_PAGE, (page - 1) * PER_PAGE);
    return reply(c, listCommissions, {
      data: rows.map((row) => commissionReply(sql, row)),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE, total },
    });
  });

  app.post(approveCommission.path, requireStaff(sql, approveCommission), (c) => {
    const id = idFrom(c.req.param('id'));
    const staff = c.get('staff');
    const result = change(c, () => {
      const row = id === undefined ? undefined : approve(sql, id, staff.id);
      if (row) audit(sql, staff, { action: 'approve', entity: 'commission', entityId: row.id, summary: `Approved commission #${row.id} early`, after: { status: 'available' } });
      return row;
    });
    if (result instanceof Response) return result;
    if (!result) return failure(c, 'Commission not found.', 404);
    return reply(c, approveCommission, { success: true, message: 'Commission approved.', data: commissionReply(sql, result) });
  });

  app.post(rejectCommission.path, requireStaff(sql, rejectCommission), async (c) => {
    const id = idFrom(c.req.param('id'));
    const { output, errors } = check(Reason, await readPayload(c));
    if (!output) return validationFailure(c, errors, Reason);
    const staff = c.get('staff');
    const result = change(c, () => {
      const row = id === undefined ? undefined : reject(sql, id, output.reason, staff.id);
      if (row) audit(sql, staff, { action: 'reject', entity: 'commission', entityId: row.id, summary: `Rejected commission #${row.id}`, after: { status: 'rejected', reason: output.reason } });
      return row;
    });
    if (result instanceof Response) return result;
    if (!result) return failure(c, 'Commission not found.', 404);
    return reply(c, rejectCommission, { success: true, message: 'Commission rejected.', data: commissionReply(sql, result) });
  });

  app.get(listPayouts.path, requireStaff(sql, listPayouts), (c) => {
    const { output, errors } = check(PayoutListQuery, c.req.query());
    if (!output) return validationFailure(c, errors, PayoutListQuery);
    const where = output.status ? 'WHERE account = ?' : '';
    const params: SQLInputValue[] = output.status ? [PAYOUT_ACCOUNT[output.status]] : [];
    const total = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${PAYOUTS}) ${where}`, ...params)?.n ?? 0;
    const page = pageFrom(output.page);
    const rows = sql.all<PayoutRow>(`SELECT * FROM (${PAYOUTS}) ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...params, PER_PAGE, (page - 1) * PER_PAGE);
    return reply(c, listPayouts, {
      data: rows.map((row) => adminPayoutReply(sql, row)),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE, total },
    });
  });

  app.post(payPayout.path, requireStaff(sql, payPayout), async (c) => {
    const id = idFrom(c.req.param('id'));
    const { output, errors } = check(PaymentReference, await readPayload(c));
    if (!output) return validationFailure(c, errors, PaymentReference);
    const staff = c.get('staff');
    const result = change(c, () => {
      const row = id === undefined ? undefined : markPayoutPaid(sql, id, output.reference, staff.id);
      if (row) audit(sql, staff, { action: 'pay', entity: 'payout', entityId: row.id, summary: `Marked payout #${row.id} paid`, after: { status: 'paid', reference: output.reference } });
      return row;
    });
    if (result instanceof Response) return result;
    if (!result) return failure(c, 'Payout not found.', 404);
    return reply(c, payPayout, { success: true, message: 'Payout marked paid.', data: adminPayoutReply(sql, result) });
  });

  app.post(rejectPayout.path, requireStaff(sql, rejectPayout), async (c) => {
    const id = idFrom(c.req.param('id'));
    const { output, errors } = check(Reason, await readPayload(c));
    if (!output) return validationFailure(c, errors, Reason);
    const staff = c.get('staff');
    const result = change(c, () => {
      const row = id === undefined ? undefined : refusePayout(sql, id, output.reason, staff.id);
      if (row) audit(sql, staff, { action: 'reject', entity: 'payout', entityId: row.id, summary: `Rejected payout #${row.id}`, after: { status: 'rejected', reason: output.reason } });
      return row;
    });
    if (result instanceof Response) return result;
    if (!result) return failure(c, 'Payout not found.', 404);
    return reply(c, rejectPayout, { success: true, message: 'Payout rejected.', data: adminPayoutReply(sql, result) });
  });

  app.get(getReferralSettings.path, requireStaff(sql, getReferralSettings), (c) => reply(c, getReferralSettings, { data: settingsReply(sql) }));

  app.post(updateReferralSettings.path, requireStaff(sql, updateReferralSettings), async (c) => {
    const { output, errors } = check(ReferralSettings, await readPayload(c));
    if (!output) return validationFailure(c, errors, ReferralSettings);
    const before = settingsReply(sql);
    transaction(() => {
      sql.run(
        'UPDATE referral_settings SET rate_bp = ?, hold_days = ?, min_payout_poisha = ?, updated_at = ? WHERE id = 1',
        Math.round(output.rate_percent * 100),
        output.hold_days,
        Math.round(output.minimum_payout * 100),
        new Date().toISOString(),
      );
      audit(sql, c.get('staff'), { action: 'update', entity: 'referral-settings', entityId: null, summary: 'Updated the affiliate programme', before, after: settingsReply(sql) });
    });
    return reply(c, updateReferralSettings, { success: true, message: 'Programme settings saved.', data: settingsReply(sql) });
  });

  const AFFILIATES = 'SELECT id, name, affiliateid, email, commission_rate_bp AS rate_bp, created_at FROM affiliates';
  type AffiliateListRow = AffiliateInfo & { email: string; rate_bp: number | null; created_at: string };

  app.get(listAffiliates.path, requireStaff(sql, listAffiliates), (c) => {
    const { output, errors } = check(AffiliateListQuery, c.req.query());
    if (!output) return validationFailure(c, errors, AffiliateListQuery);
    transaction(() => releaseDue(sql));
    const q = output.q?.trim();
    const where = q ? "WHERE name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR affiliateid LIKE ? ESCAPE '\\'" : '';
    const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : '';
    const params: SQLInputValue[] = q ? [pattern, pattern, pattern] : [];
    const total = sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM affiliates ${where}`, ...params)?.n ?? 0;
    const page = pageFrom(output.page);
    const rows = sql.all<AffiliateListRow>(`${AFFILIATES} ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...params, PER_PAGE, (page - 1) * PER_PAGE);
    return reply(c, listAffiliates, {
      data: rows.map((row) => affiliateReply(sql, row)),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE, total },
    });
  });

  app.post(setAffiliateRate.path, requireStaff(sql, setAffiliateRate), async (c) => {
    const id = idFrom(c.req.param('id'));
    const row = id === undefined ? undefined : sql.get<AffiliateListRow>(`${AFFILIATES} WHERE id = ?`, id);
    if (!row) return failure(c, 'Affiliate not found.', 404);
    const { output, errors } = check(AffiliateRate, await readPayload(c));
    if (!output) return validationFailure(c, errors, AffiliateRate);
    const rateBp = output.rate_percent === null ? null : Math.round(output.rate_percent * 100);
    transaction(() => {
      sql.run('UPDATE affiliates SET commission_rate_bp = ? WHERE id = ?', rateBp, row.id);
      audit(sql, c.get('staff'), {
        action: 'update',
        entity: 'affiliate',
        entityId: row.id,
        summary: `Set the commission rate of ${row.name}`,
        before: { rate_percent: row.rate_bp === null ? null : row.rate_bp / 100 },
        after: { rate_percent: output.rate_percent },
      });
    });
    return reply(c, setAffiliateRate, { success: true, message: 'Rate saved.', data: affiliateReply(sql, { ...row, rate_bp: rateBp }) });
  });

  return app;
}
