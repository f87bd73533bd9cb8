import type { CommissionStatus, PayoutMethod, PayoutStatus } from '../../contracts/referrals/referrals.ts';
import { REF_CODE_PATTERN, REF_WINDOW_SECONDS } from '../../contracts/referrals/ref-code.ts';
import type { Sql } from '../db.ts';

/**
 * The affiliate programme's money (issue 31, docs/decisions/0014-referral-ledger.md). Amounts are
 * integer poisha. Money only moves by appending a row to `referral_ledger` (triggers refuse
 * UPDATE and DELETE); an account's balance is what came in minus what went out, so the
 * balances can always be recomputed from the ledger alone. The functions here never open a
 * transaction themselves: the caller runs each change in one BEGIN IMMEDIATE transaction, so a
 * check (the available balance) and the entries it allows are one atomic step.
 */

type Account = 'earned' | 'pending' | 'available' | 'reserved' | 'paid' | 'void';
type LedgerKind = 'commission' | 'release' | 'approve' | 'reject' | 'payout_request' | 'payout_paid' | 'payout_reject' | 'import';

export interface ProgrammeSettings {
  rate_bp: number;
  hold_days: number;
  min_payout_poisha: number;
}

export interface Balances {
  pending: number;
  available: number;
  reserved: number;
  paid: number;
  void: number;
}

export class LedgerConflict extends Error {}
export class PayoutRefused extends Error {
  readonly field: string;
  constructor(message: string, field: string) {
    super(message);
    this.field = field;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const settingsOf = (sql: Sql): ProgrammeSettings =>
  sql.get<ProgrammeSettings>('SELECT rate_bp, hold_days, min_payout_poisha FROM referral_settings WHERE id = 1') ?? {
    rate_bp: 1000,
    hold_days: 30,
    min_payout_poisha: 100000,
  };

/** A commission on a deal at a rate in basis points, rounded down: the programme never pays a poisha it did not earn. */
const commissionOn = (dealPoisha: number, rateBp: number) => Number((BigInt(dealPoisha) * BigInt(rateBp)) / 10000n);

function append(
  sql: Sql,
  entry: {
    affiliateId: number;
    kind: LedgerKind;
    from: Account;
    to: Account;
    amount: number;
    commissionId?: number | null;
    payoutId?: number | null;
    legacyId?: number | null;
    note?: string | null;
    staffId?: number | null;
    at: string;
  },
): void {
  if (!Number.isSafeInteger(entry.amount) || entry.amount < 0) throw new Error(`A ledger amount must be whole poisha: ${entry.amount}`);
  sql.run(
    `INSERT INTO referral_ledger (affiliate_id, kind, from_account, to_account, amount_poisha, commission_id, payout_id,
       legacy_transaction_id, note, staff_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    entry.affiliateId,
    entry.kind,
    entry.from,
    entry.to,
    entry.amount,
    entry.commissionId ?? null,
    entry.payoutId ?? null,
    entry.legacyId ?? null,
    entry.note ?? null,
    entry.staffId ?? null,
    entry.at,
  );
}

/** Every account's balance of one affiliate, summed from the ledger. */
export function balancesOf(sql: Sql, affiliateId: number): Balances {
  const rows = sql.all<{ account: Account; poisha: number }>(
    `SELECT account, SUM(amount) AS poisha FROM (
       SELECT to_account AS account, amount_poisha AS amount FROM referral_ledger WHERE affiliate_id = ?
       UNION ALL
       SELECT from_account, -amount_poisha FROM referral_ledger WHERE affiliate_id = ?
     ) GROUP BY account`,
    affiliateId,
    affiliateId,
  );
  const balances: Balances = { pending: 0, available: 0, reserved: 0, paid: 0, void: 0 };
  for (const row of rows) if (row.account !== 'earned') balances[row.account] = row.poisha;
  return balances;
}

// ---- Visits and attribution -------------------------------------------------------------

const affiliateByCode = (sql: Sql, code: string) =>
  REF_CODE_PATTERN.test(code)
    ? sql.get<{ id: number; email: string; phone: string | null }>('SELECT id, email, phone FROM affiliates WHERE affiliateid = ?', code)
    : undefined;

/** One more visit for the code's affiliate today; an unknown code counts nothing. Nothing about the visitor is kept. */
export function countVisit(sql: Sql, code: string, now = new Date()): boolean {
  const affiliate = affiliateByCode(sql, code);
  if (!affiliate) return false;
  sql.run(
    `INSERT INTO referral_visits (affiliate_id, day, visits) VALUES (?, ?, 1)
     ON CONFLICT (affiliate_id, day) DO UPDATE SET visits = visits + 1`,
    affiliate.id,
    now.toISOString().slice(0, 10),
  );
  return true;
}

/** The last 10 digits: +8801711…, 8801711… and 01711… are one number. */
const phoneKey = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : undefined;
};

export interface LeadContact {
  type: 'contact' | 'consultation';
  id: number;
  phone: string | null;
  email?: string | null;
}

/**
 * Attributes a new lead to the affiliate whose code it came with, unless the code is unknown,
 * the link was followed longer ago than the 60-day window (or claims a time in the future), or
 * the lead is the affiliate's own (same email or phone). Says whether it did; never fails.
 */
export function attributeLead(sql: Sql, lead: LeadContact, ref: string | undefined, refAt: string | undefined, now = new Date()): boolean {
  if (!ref) return false;
  const affiliate = affiliateByCode(sql, ref);
  if (!affiliate) return false;
  if (refAt !== undefined) {
    const followed = Date.parse(refAt);
    if (Number.isNaN(followed)) return false;
    const age = now.getTime() - followed;
    if (age > REF_WINDOW_SECONDS * 1000 || age < -DAY_MS) return false;
  }
  const samePhone = phoneKey(lead.phone) !== undefined && phoneKey(lead.phone) === phoneKey(affiliate.phone);
  const sameEmail = !!lead.email && lead.email.trim().toLowerCase() === affiliate.email.trim().toLowerCase();
  if (samePhone || sameEmail) return false;
  sql.run(
    'INSERT OR IGNORE INTO lead_referrals (lead_type, lead_id, affiliate_id, created_at) VALUES (?, ?, ?, ?)',
    lead.type,
    lead.id,
    affiliate.id,
    now.toISOString(),
  );
  return true;
}

// ---- Commissions -------------------------------------------------------------------------

export interface CommissionRow {
  id: number;
  affiliate_id: number;
  lead_type: string;
  lead_id: number;
  deal_value_poisha: number;
  rate_bp: number;
  amount_poisha: number;
  available_at: string;
  created_at: string;
  /** The account its latest entry moved it to. */
  account: 'pending' | 'available' | 'void';
  reason: string | null;
  updated_at: string;
}

/** A commission with its status, read from its latest ledger entry. */
export const COMMISSIONS = `
  SELECT c.*,
    (SELECT to_account FROM referral_ledger l WHERE l.commission_id = c.id ORDER BY l.id DESC LIMIT 1) AS account,
    (SELECT note FROM referral_ledger l WHERE l.commission_id = c.id AND l.kind = 'reject' ORDER BY l.id DESC LIMIT 1) AS reason,
    (SELECT created_at FROM referral_ledger l WHERE l.commission_id = c.id ORDER BY l.id DESC LIMIT 1) AS updated_at
  FROM commissions c`;

export const commissionStatus = (account: CommissionRow['account']): CommissionStatus =>
  account === 'void' ? 'rejected' : account;

const findCommission = (sql: Sql, id: number) => sql.get<CommissionRow>(`SELECT * FROM (${COMMISSIONS}) WHERE id = ?`, id);

/**
 * Moves every pending commission whose hold has ended to available. Run before any balance is
 * read or checked; appending is idempotent because only commissions still pending move.
 */
export function releaseDue(sql: Sql, now = new Date(), affiliateId?: number): number {
  const due = sql.all<{ id: number; affiliate_id: number; amount_poisha: number; available_at: string }>(
    `SELECT id, affiliate_id, amount_poisha, available_at FROM (${COMMISSIONS})
     WHERE account = 'pending' AND available_at <= ? AND (? IS NULL OR affiliate_id = ?)`,
    now.toISOString(),
    affiliateId ?? null,
    affiliateId ?? null,
  );
  for (const commission of due) {
    append(sql, {
      affiliateId: commission.affiliate_id,
      kind: 'release',
      from: 'pending',
      to: 'available',
      amount: commission.amount_poisha,
      commissionId: commission.id,
      at: now.toISOString(),
    });
  }
  return due.length;
}

/**
 * A won lead's commission: when the lead came through an affiliate, is won with a deal value,
 * and has none yet (at most one per lead, also enforced by a unique index). The rate is the
 * affiliate's own or the programme's, the hold the programme's, both as they are now.
 */
export function commissionForWonLead(
  sql: Sql,
  lead: { type: string; id: number; status: string; deal_value_poisha: number | null },
  staffId: number | null,
  now = new Date(),
): number | undefined {
  if (lead.status !== 'won' || !lead.deal_value_poisha || lead.deal_value_poisha <= 0) return undefined;
  const referral = sql.get<{ affiliate_id: number; rate_bp: number | null }>(
    `SELECT r.affiliate_id, a.commission_rate_bp AS rate_bp FROM lead_referrals r JOIN affiliates a ON a.id = r.affiliate_id
     WHERE r.lead_type = ? AND r.lead_id = ?`,
    lead.type,
    lead.id,
  );
  if (!referral) return undefined;
  if (sql.get('SELECT id FROM commissions WHERE lead_type = ? AND lead_id = ?', lead.type, lead.id)) return undefined;
  const settings = settingsOf(sql);
  const rateBp = referral.rate_bp ?? settings.rate_bp;
  const amount = commissionOn(lead.deal_value_poisha, rateBp);
  const availableAt = new Date(now.getTime() + settings.hold_days * DAY_MS).toISOString();
  const id = sql.run(
    `INSERT INTO commissions (affiliate_id, lead_type, lead_id, deal_value_poisha, rate_bp, amount_poisha, available_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    referral.affiliate_id,
    lead.type,
    lead.id,
    lead.deal_value_poisha,
    rateBp,
    amount,
    availableAt,
    now.toISOString(),
  ).lastInsertRowid;
  append(sql, { affiliateId: referral.affiliate_id, kind: 'commission', from: 'earned', to: 'pending', amount, commissionId: id, staffId, at: now.toISOString() });
  // A hold of 0 days: available at once.
  releaseDue(sql, now, referral.affiliate_id);
  return id;
}

export function approveCommission(sql: Sql, id: number, staffId: number, now = new Date()): CommissionRow | undefined {
  releaseDue(sql, now);
  const commission = findCommission(sql, id);
  if (!commission) return undefined;
  if (commission.account !== 'pending') throw new LedgerConflict(`This commission is ${commissionStatus(commission.account)}, not pending.`);
  append(sql, {
    affiliateId: commission.affiliate_id,
    kind: 'approve',
    from: 'pending',
    to: 'available',
    amount: commission.amount_poisha,
    commissionId: id,
    staffId,
    at: now.toISOString(),
  });
  return findCommission(sql, id);
}

/** Rejects a pending or available commission; an available one only while the available balance still holds it. */
export function rejectCommission(sql: Sql, id: number, reason: string, staffId: number, now = new Date()): CommissionRow | undefined {
  releaseDue(sql, now);
  const commission = findCommission(sql, id);
  if (!commission) return undefined;
  if (commission.account === 'void') throw new LedgerConflict('This commission is rejected already.');
  if (commission.account === 'available' && balancesOf(sql, commission.affiliate_id).available < commission.amount_poisha) {
    throw new LedgerConflict('A payout request holds this commission: reject the payout first.');
  }
  append(sql, {
    affiliateId: commission.affiliate_id,
    kind: 'reject',
    from: commission.account,
    to: 'void',
    amount: commission.amount_poisha,
    commissionId: id,
    note: reason,
    staffId,
    at: now.toISOString(),
  });
  return findCommission(sql, id);
}

// ---- Payouts -----------------------------------------------------------------------------

export interface PayoutRow {
  id: number;
  affiliate_id: number;
  amount_poisha: number;
  method: string;
  created_at: string;
  account: 'reserved' | 'paid' | 'available';
  note: string | null;
  updated_at: string;
}

export const PAYOUTS = `
  SELECT p.*,
    (SELECT to_account FROM referral_ledger l WHERE l.payout_id = p.id ORDER BY l.id DESC LIMIT 1) AS account,
    (SELECT note FROM referral_ledger l WHERE l.payout_id = p.id AND l.kind IN ('payout_paid', 'payout_reject') ORDER BY l.id DESC LIMIT 1) AS note,
    (SELECT created_at FROM referral_ledger l WHERE l.payout_id = p.id ORDER BY l.id DESC LIMIT 1) AS updated_at
  FROM payouts p`;

export const payoutStatus = (account: PayoutRow['account']): PayoutStatus =>
  account === 'reserved' ? 'requested' : account === 'paid' ? 'paid' : 'rejected';

const findPayout = (sql: Sql, id: number) => sql.get<PayoutRow>(`SELECT * FROM (${PAYOUTS}) WHERE id = ?`, id);

export function payoutMethodOf(sql: Sql, affiliateId: number): PayoutMethod | null {
  const row = sql.get<{ method: string }>('SELECT method FROM payout_methods WHERE affiliate_id = ?', affiliateId);
  return row ? (JSON.parse(row.method) as PayoutMethod) : null;
}

/**
 * Reserves the whole available balance for a payout to the saved method. Run in one IMMEDIATE
 * transaction: the balance read and the entry that takes it cannot be split by another request.
 */
export function requestPayout(sql: Sql, affiliateId: number, now = new Date()): PayoutRow {
  releaseDue(sql, now, affiliateId);
  const method = payoutMethodOf(sql, affiliateId);
  if (!method) throw new PayoutRefused('Save a payout method on your profile first.', 'method');
  const { available } = balancesOf(sql, affiliateId);
  const { min_payout_poisha: minimum } = settingsOf(sql);
  if (available <= 0 || available < minimum) {
    throw new PayoutRefused(`The available balance must be at least ৳${(Math.max(minimum, 1) / 100).toLocaleString('en-GB')} to request a payout.`, 'amount');
  }
  const id = sql.run(
    'INSERT INTO payouts (affiliate_id, amount_poisha, method, created_at) VALUES (?, ?, ?, ?)',
    affiliateId,
    available,
    JSON.stringify(method),
    now.toISOString(),
  ).lastInsertRowid;
  append(sql, { affiliateId, kind: 'payout_request', from: 'available', to: 'reserved', amount: available, payoutId: id, at: now.toISOString() });
  return findPayout(sql, id)!;
}

function settlePayout(sql: Sql, id: number, outcome: 'paid' | 'rejected', note: string, staffId: number, now: Date): PayoutRow | undefined {
  const payout = findPayout(sql, id);
  if (!payout) return undefined;
  if (payout.account !== 'reserved') throw new LedgerConflict(`This payout is ${payoutStatus(payout.account)} already.`);
  append(sql, {
    affiliateId: payout.affiliate_id,
    kind: outcome === 'paid' ? 'payout_paid' : 'payout_reject',
    from: 'reserved',
    to: outcome === 'paid' ? 'paid' : 'available',
    amount: payout.amount_poisha,
    payoutId: id,
    note,
    staffId,
    at: now.toISOString(),
  });
  return findPayout(sql, id);
}

export const markPayoutPaid = (sql: Sql, id: number, reference: string, staffId: number, now = new Date()) =>
  settlePayout(sql, id, 'paid', reference, staffId, now);
export const rejectPayout = (sql: Sql, id: number, reason: string, staffId: number, now = new Date()) =>
  settlePayout(sql, id, 'rejected', reason, staffId, now);

// ---- History -----------------------------------------------------------------------------

/**
 * Brings rows of the older `affiliate_transactions` table (the seed's demo history, or an
 * import) into the ledger once each: a credit as money available, a debit as money paid out.
 */
export function importLegacyTransactions(sql: Sql): number {
  const rows = sql.all<{ id: number; affiliate_id: number; amount_poisha: number; type: 'credit' | 'debit'; created_at: string; description: string }>(
    `SELECT t.id, t.affiliate_id, t.amount_poisha, t.type, t.created_at, t.description FROM affiliate_transactions t
     WHERE NOT EXISTS (SELECT 1 FROM referral_ledger l WHERE l.legacy_transaction_id = t.id) ORDER BY t.created_at, t.id`,
  );
  for (const row of rows) {
    append(sql, {
      affiliateId: row.affiliate_id,
      kind: 'import',
      from: row.type === 'credit' ? 'earned' : 'available',
      to: row.type === 'credit' ? 'available' : 'paid',
      amount: row.amount_poisha,
      legacyId: row.id,
      note: row.description,
      at: row.created_at,
    });
  }
  return rows.length;
}
