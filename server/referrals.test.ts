import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { approveCommission } from '../contracts/admin/approve-commission.ts';
import { getLead } from '../contracts/admin/get-lead.ts';
import { listAffiliates } from '../contracts/admin/list-affiliates.ts';
import { listCommissions } from '../contracts/admin/list-commissions.ts';
import { listLeads } from '../contracts/admin/list-leads.ts';
import { listPayouts } from '../contracts/admin/list-payouts.ts';
import { payPayout } from '../contracts/admin/pay-payout.ts';
import { rejectCommission } from '../contracts/admin/reject-commission.ts';
import { rejectPayout } from '../contracts/admin/reject-payout.ts';
import { setAffiliateRate } from '../contracts/admin/set-affiliate-rate.ts';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { updateLead } from '../contracts/admin/update-lead.ts';
import { updateReferralSettings } from '../contracts/admin/update-referral-settings.ts';
import { getDashboard } from '../contracts/affiliate/get-dashboard.ts';
import { getTransactions } from '../contracts/affiliate/get-transactions.ts';
import { login } from '../contracts/affiliate/login.ts';
import { register } from '../contracts/affiliate/register.ts';
import { sendConsultation } from '../contracts/consultation/send-consultation.ts';
import { sendContact } from '../contracts/contact/send-contact.ts';
import { buildPath } from '../contracts/endpoint.ts';
import { getPayoutMethod } from '../contracts/referrals/get-payout-method.ts';
import { getReferralSummary } from '../contracts/referrals/get-referral-summary.ts';
import { recordVisit } from '../contracts/referrals/record-visit.ts';
import { requestPayout } from '../contracts/referrals/request-payout.ts';
import { savePayoutMethod } from '../contracts/referrals/save-payout-method.ts';
import { createSql, transaction } from './db.ts';
import { attributeLead, releaseDue } from './referrals/ledger.ts';
import { DEMO_ADMIN } from './seed/admin.ts';
import { bearer, expectContract, postJson, startProvider } from './test-support.ts';

const provider = startProvider({ refusalHoldMs: 0 });
afterAll(() => provider.dispose());
const sql = createSql(provider.db);
const DAY_MS = 24 * 60 * 60 * 1000;

const staff = expectContract(staffLogin, await (await postJson(provider, staffLogin.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json()).data;
const get = (path: string, token = staff.token) => provider.app.request(path, { headers: { Accept: 'application/json', ...bearer(token) } });
const asStaff = (path: string, body: unknown = {}) => postJson(provider, path, body, bearer(staff.token));

let affiliates = 0;
/** A new affiliate, signed in: their code, phone and token. */
async function newAffiliate(phone = `+88017${String(10_000_000 + ++affiliates * 7919).slice(-8)}`) {
  const code = `partner-${affiliates}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${code}@example.com`;
  const signup = { name: `Partner ${affiliates}`, email, phone, password: 'Partner2026!', password_confirmation: 'Partner2026!', affiliateid: code };
  const created = expectContract(register, await (await postJson(provider, register.path, signup)).json()).data;
  const token = String(expectContract(login, await (await postJson(provider, login.path, { email, password: signup.password })).json()).data?.token);
  return { id: Number(created?.id), code, phone, email, token };
}
type Affiliate = Awaited<ReturnType<typeof newAffiliate>>;

let customers = 0;
/** A consultation request as the site's modal sends it; answers the lead's id. */
async function consultation(fields: { ref?: string; ref_at?: string; phone?: string } = {}) {
  const body = { name: `Customer ${++customers}`, phone: `+8801900${String(100000 + customers).slice(-6)}`, message: 'We need an ERP.', ...fields };
  expect((await postJson(provider, sendConsultation.path, body)).status).toBe(200);
  return sql.get<{ id: number }>('SELECT MAX(id) AS id FROM consultations')!.id;
}

const lead = async (type: string, id: number) => expectContract(getLead, await (await get(buildPath(getLead.path, { type, id }))).json()).data;
const win = (id: number, dealValue: number, type = 'consultation') => asStaff(buildPath(updateLead.path, { type, id }), { status: 'won', deal_value: dealValue });
const summary = async (affiliate: Affiliate, period = 'all') =>
  expectContract(getReferralSummary, await (await get(`${getReferralSummary.path}?period=${period}`, affiliate.token)).json()).data;
const transactions = async (affiliate: Affiliate) => expectContract(getTransactions, await (await get(getTransactions.path, affiliate.token)).json()).data;
const balance = async (affiliate: Affiliate) => expectContract(getDashboard, await (await get(getDashboard.path, affiliate.token)).json()).data.balance;
const commissionOf = (leadId: number) => sql.get<{ id: number }>("SELECT id FROM commissions WHERE lead_type = 'consultation' AND lead_id = ?", leadId)?.id;
const saveBkash = (affiliate: Affiliate) => postJson(provider, savePayoutMethod.path, { type: 'bkash', bkash_number: '01711223344' }, bearer(affiliate.token));

/** Each account's balance summed straight from the ledger, in poisha, apart from the code under test. */
function ledgerSums(affiliateId: number) {
  const sums = { earned: 0, pending: 0, available: 0, reserved: 0, paid: 0, void: 0 };
  for (const row of sql.all<{ from_account: keyof typeof sums; to_account: keyof typeof sums; amount_poisha: number }>(
    'SELECT from_account, to_account, amount_poisha FROM referral_ledger WHERE affiliate_id = ?',
    affiliateId,
  )) {
    sums[row.from_account] -= row.amount_poisha;
    sums[row.to_account] += row.amount_poisha;
  }
  return sums;
}

describe('referral visits', () => {
  it('counts a visit per code and day, keeping nothing about the visitor, and answers an unknown code the same', async () => {
    const affiliate = await newAffiliate();
    for (let i = 0; i < 3; i++) expect((await postJson(provider, recordVisit.path, { ref: affiliate.code })).status).toBe(200);
    const before = sql.get<{ n: number }>('SELECT COALESCE(SUM(visits), 0) AS n FROM referral_visits')!.n;
    const unknown = await postJson(provider, recordVisit.path, { ref: 'nobody-here' });
    expect(await unknown.json()).toEqual(await (await postJson(provider, recordVisit.path, { ref: affiliate.code })).json());
    expect(sql.get<{ n: number }>('SELECT COALESCE(SUM(visits), 0) AS n FROM referral_visits')!.n).toBe(before + 1);
    expect((await summary(affiliate)).visits).toBe(4);
    expect(sql.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', 'referral_visits').map((column) => column.name)).toEqual(['affiliate_id', 'day', 'visits']);
    expect((await postJson(provider, recordVisit.path, { ref: '<script>' })).status).toBe(422);
  });
});

describe('attribution', () => {
  it("shows the referring affiliate on the lead, in the list and the detail, for the consultation and contact forms", async () => {
    const affiliate = await newAffiliate();
    const id = await consultation({ ref: affiliate.code, ref_at: new Date().toISOString() });
    expect((await lead('consultation', id)).referrer).toEqual({ id: affiliate.id, name: expect.any(String), affiliateid: affiliate.code });
    const listed = expectContract(listLeads, await (await get(`${listLeads.path}?type=consultation`)).json()).data.find((row) => row.id === id);
    expect(listed?.referrer?.affiliateid).toBe(affiliate.code);
    expect((await postJson(provider, sendContact.path, { name: 'Nadia', phone: '+8801712000999', message: 'A website, please.', ref: affiliate.code })).status).toBe(200);
    const contactId = sql.get<{ id: number }>('SELECT MAX(id) AS id FROM contact_messages')!.id;
    expect((await lead('contact', contactId)).referrer?.id).toBe(affiliate.id);
    expect((await summary(affiliate)).leads).toBe(2);
  });

  it('ignores an unknown code silently: the lead is stored, attributed to nobody', async () => {
    const before = sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM lead_referrals')!.n;
    const id = await consultation({ ref: 'no-such-partner' });
    expect((await lead('consultation', id)).referrer).toBeNull();
    expect(sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM lead_referrals')!.n).toBe(before);
  });

  it("refuses a self-referral: the affiliate's own phone, however it is written", async () => {
    const affiliate = await newAffiliate('+8801755123456');
    for (const phone of ['+8801755123456', '01755123456', '8801755123456']) {
      const id = await consultation({ ref: affiliate.code, phone });
      expect((await lead('consultation', id)).referrer, phone).toBeNull();
    }
    expect((await postJson(provider, sendContact.path, { name: 'Me', phone: '01755123456', message: 'Testing my link.', ref: affiliate.code })).status).toBe(200);
    expect((await summary(affiliate)).leads).toBe(0);
  });

  it('attributes within 60 days of following the link, never after, nor from a time to come', async () => {
    const affiliate = await newAffiliate();
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    expect((await lead('consultation', await consultation({ ref: affiliate.code, ref_at: ago(59) }))).referrer?.id).toBe(affiliate.id);
    expect((await lead('consultation', await consultation({ ref: affiliate.code, ref_at: ago(61) }))).referrer).toBeNull();
    expect((await lead('consultation', await consultation({ ref: affiliate.code, ref_at: ago(-3) }))).referrer).toBeNull();
    expect((await lead('consultation', await consultation({ ref: affiliate.code, ref_at: 'yesterday' }))).referrer).toBeNull();
  });
});

describe('commissions', () => {
  it('earns 10 % of a won deal, pending for the hold, then available by itself', async () => {
    const affiliate = await newAffiliate();
    const id = await consultation({ ref: affiliate.code });
    expect((await win(id, 50_000)).status).toBe(200);
    expect(await summary(affiliate)).toMatchObject({ won: 1, commission: { pending: 5000, available: 0, rejected: 0 }, balance: { available: 0 } });
    expect((await transactions(affiliate))[0]).toMatchObject({ type: 'credit', amount: 5000, status: 'pending' });
    expect(await balance(affiliate)).toBe(0);

    transaction(provider.db, () => releaseDue(sql, new Date(Date.now() + 29 * DAY_MS)));
    expect((await summary(affiliate)).commission.pending).toBe(5000);
    transaction(provider.db, () => releaseDue(sql, new Date(Date.now() + 30 * DAY_MS + 60_000)));
    expect((await summary(affiliate)).commission).toEqual({ pending: 0, available: 5000, rejected: 0 });
    expect(await balance(affiliate)).toBe(5000);
    expect(ledgerSums(affiliate.id)).toMatchObject({ earned: -500_000, pending: 0, available: 500_000 });
  });

  it('creates at most one commission per lead, whatever staff do to it afterwards', async () => {
    const affiliate = await newAffiliate();
    const id = await consultation({ ref: affiliate.code });
    await win(id, 50_000);
    await win(id, 80_000);
    await asStaff(buildPath(updateLead.path, { type: 'consultation', id }), { status: 'contacted' });
    await win(id, 90_000);
    expect(sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM commissions WHERE lead_type = 'consultation' AND lead_id = ?", id)!.n).toBe(1);
    expect(() =>
      sql.run("INSERT INTO commissions (affiliate_id, lead_type, lead_id, deal_value_poisha, rate_bp, amount_poisha, available_at, created_at) VALUES (?, 'consultation', ?, 1, 1, 0, '', '')", affiliate.id, id),
    ).toThrow(/UNIQUE/);
    expect((await summary(affiliate)).commission.pending).toBe(5000);
  });

  it('pays nothing on a lead that came without a referral, or that is won without a value', async () => {
    const before = sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM commissions')!.n;
    await win(await consultation(), 50_000);
    const affiliate = await newAffiliate();
    await asStaff(buildPath(updateLead.path, { type: 'consultation', id: await consultation({ ref: affiliate.code }) }), { status: 'won' });
    expect(sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM commissions')!.n).toBe(before);
  });

  it("uses the affiliate's own rate when an admin sets one (up to 50 %), rounding down to the poisha", async () => {
    const affiliate = await newAffiliate();
    expect((await asStaff(buildPath(setAffiliateRate.path, { id: affiliate.id }), { rate_percent: 51 })).status).toBe(422);
    const saved = expectContract(setAffiliateRate, await (await asStaff(buildPath(setAffiliateRate.path, { id: affiliate.id }), { rate_percent: 12.5 })).json());
    expect(saved.data).toMatchObject({ rate_percent: 12.5, effective_rate_percent: 12.5 });
    await win(await consultation({ ref: affiliate.code }), 1234.57);
    // 123457 poisha × 12.5 % = 15432.125 poisha: the programme pays 15432.
    expect((await summary(affiliate)).commission.pending).toBe(154.32);
  });

  it('lets staff approve early or reject with a reason the affiliate reads', async () => {
    const affiliate = await newAffiliate();
    const first = await consultation({ ref: affiliate.code });
    const second = await consultation({ ref: affiliate.code });
    await win(first, 50_000);
    await win(second, 20_000);
    const approved = expectContract(approveCommission, await (await asStaff(buildPath(approveCommission.path, { id: commissionOf(first)! }))).json());
    expect(approved.data).toMatchObject({ status: 'available', amount: 5000, affiliate: { id: affiliate.id } });
    expect((await asStaff(buildPath(approveCommission.path, { id: commissionOf(first)! }))).status).toBe(409);
    expect((await asStaff(buildPath(rejectCommission.path, { id: commissionOf(second)! }), { reason: ' ' })).status).toBe(422);
    const rejected = await asStaff(buildPath(rejectCommission.path, { id: commissionOf(second)! }), { reason: 'The client cancelled.' });
    expect(expectContract(rejectCommission, await rejected.json()).data).toMatchObject({ status: 'rejected', reason: 'The client cancelled.' });
    expect((await transactions(affiliate)).find((row) => row.status === 'rejected')).toMatchObject({ amount: 2000, reason: 'The client cancelled.' });
    expect(await balance(affiliate)).toBe(5000);
    const listed = expectContract(listCommissions, await (await get(`${listCommissions.path}?status=rejected`)).json()).data;
    expect(listed.every((row) => row.status === 'rejected')).toBe(true);
  });
});

describe('payouts', () => {
  async function withBalance(amount: number) {
    const affiliate = await newAffiliate();
    const id = await consultation({ ref: affiliate.code });
    await win(id, amount * 10);
    await asStaff(buildPath(approveCommission.path, { id: commissionOf(id)! }));
    return affiliate;
  }

  it('needs a saved method and the minimum balance', async () => {
    const affiliate = await withBalance(500);
    const noMethod = await postJson(provider, requestPayout.path, {}, bearer(affiliate.token));
    expect(noMethod.status).toBe(422);
    expect(expectContract(getPayoutMethod, await (await get(getPayoutMethod.path, affiliate.token)).json()).data).toBeNull();
    expect((await postJson(provider, savePayoutMethod.path, { type: 'bkash', bkash_number: '12' }, bearer(affiliate.token))).status).toBe(422);
    expect((await saveBkash(affiliate)).status).toBe(200);
    const below = await postJson(provider, requestPayout.path, {}, bearer(affiliate.token));
    expect(below.status).toBe(422);
    expect(((await below.json()) as { errors: Record<string, string[]> }).errors['amount']?.[0]).toContain('৳1,000');
  });

  it('takes a double-submitted request once: the second finds nothing left', async () => {
    const affiliate = await withBalance(5000);
    await saveBkash(affiliate);
    const replies = await Promise.all(Array.from({ length: 5 }, () => postJson(provider, requestPayout.path, {}, bearer(affiliate.token))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await summary(affiliate)).toMatchObject({ balance: { available: 0, reserved: 5000, paid: 0 } });
    expect(await balance(affiliate)).toBe(0);
  });

  it('is paid with a reference (a debit) or rejected with a reason (the amount returns)', async () => {
    const affiliate = await withBalance(5000);
    await saveBkash(affiliate);
    const first = expectContract(requestPayout, await (await postJson(provider, requestPayout.path, {}, bearer(affiliate.token))).json()).data;
    expect(first).toMatchObject({ amount: 5000, status: 'requested', method: { type: 'bkash' } });
    const rejected = await asStaff(buildPath(rejectPayout.path, { id: first.id }), { reason: 'Wrong number.' });
    expect(expectContract(rejectPayout, await rejected.json()).data).toMatchObject({ status: 'rejected', reason: 'Wrong number.' });
    expect(await balance(affiliate)).toBe(5000);
    expect((await asStaff(buildPath(payPayout.path, { id: first.id }), { reference: 'X' })).status).toBe(409);

    const second = expectContract(requestPayout, await (await postJson(provider, requestPayout.path, {}, bearer(affiliate.token))).json()).data;
    expect((await asStaff(buildPath(payPayout.path, { id: second.id }), {})).status).toBe(422);
    const paid = expectContract(payPayout, await (await asStaff(buildPath(payPayout.path, { id: second.id }), { reference: 'BK9J3L0RY2' })).json());
    expect(paid.data).toMatchObject({ status: 'paid', reference: 'BK9J3L0RY2' });
    expect(await balance(affiliate)).toBe(0);
    const debit = (await transactions(affiliate)).find((row) => row.status === 'paid');
    expect(debit).toMatchObject({ type: 'debit', amount: 5000 });
    expect(debit?.description).toContain('bKash ••••3344');
    expect(expectContract(listPayouts, await (await get(`${listPayouts.path}?status=paid`)).json()).data[0]?.id).toBe(second.id);
    expect(ledgerSums(affiliate.id)).toMatchObject({ earned: -500_000, available: 0, reserved: 0, paid: 500_000 });
  });

  it('refuses to reject a commission a payout request holds', async () => {
    const affiliate = await withBalance(5000);
    await saveBkash(affiliate);
    await postJson(provider, requestPayout.path, {}, bearer(affiliate.token));
    const id = sql.get<{ id: number }>('SELECT id FROM commissions WHERE affiliate_id = ?', affiliate.id)!.id;
    expect((await asStaff(buildPath(rejectCommission.path, { id }), { reason: 'Late.' })).status).toBe(409);
  });
});

describe('the ledger', () => {
  it('is append-only: SQLite refuses an edit or a delete', () => {
    expect(() => sql.run('UPDATE referral_ledger SET amount_poisha = amount_poisha + 100')).toThrow(/append-only/);
    expect(() => sql.run('DELETE FROM referral_ledger')).toThrow(/append-only/);
    expect(() => sql.run('UPDATE commissions SET amount_poisha = 1')).toThrow(/append-only/);
    expect(() => sql.run('DELETE FROM payouts')).toThrow(/append-only/);
  });

  it('brings the demo history in once, and its balance is the ledger available', async () => {
    const demo = expectContract(login, await (await postJson(provider, login.path, { email: 'demo.affiliate@itbd.net', password: 'ItbdDemo2026' })).json()).data!;
    const rows = expectContract(getTransactions, await (await get(getTransactions.path, String(demo.token))).json()).data;
    const sum = rows.reduce((total, row) => total + (row.type === 'credit' ? row.amount : -row.amount), 0);
    expect(demo.affiliate!.balance).toBeCloseTo(sum, 2);
    expect(ledgerSums(Number(demo.affiliate!.id)).available).toBe(Math.round(sum * 100));
  });

  it('sums to every balance after concurrent payout requests and approvals from two connections', async () => {
    expect((await asStaff(updateReferralSettings.path, { rate_percent: 10, hold_days: 30, minimum_payout: 0 })).status).toBe(200);
    const pair = [await newAffiliate(), await newAffiliate()];
    const commissions: Array<{ affiliate: Affiliate; id: number }> = [];
    for (const affiliate of pair) {
      await saveBkash(affiliate);
      for (let i = 0; i < 8; i++) {
        // Stored as the form stores them: the form's own per-address budget is not what this test is about.
        const id = sql.run("INSERT INTO consultations (name, phone, message, created_at) VALUES ('Race', '+8801900000000', 'ERP', ?)", new Date().toISOString()).lastInsertRowid;
        expect(attributeLead(sql, { type: 'consultation', id, phone: '+8801900000000' }, affiliate.code, undefined)).toBe(true);
        await win(id, 10_000 + i * 1_111.11);
        commissions.push({ affiliate, id: commissionOf(id)! });
      }
    }
    const start = new SharedArrayBuffer(4);
    // Each worker approves every commission (so each approval races its twin) between payout requests for both affiliates.
    const operations = (offset: number) =>
      commissions.flatMap((_commission, index) => [{ approve: commissions[(index + offset) % commissions.length]!.id, staffId: staff.staff.id }, { payoutFor: pair[index % 2]!.id }]);
    const run = (offset: number) =>
      new Promise<{ payouts: number; refused: number; approved: number; conflicts: number }>((resolve, reject) => {
        const worker = new Worker(new URL('./referrals-race.worker.ts', import.meta.url), { workerData: { file: `${provider.dataDir}/provider.sqlite`, start, operations: operations(offset) } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    const outcomes = Promise.all([run(0), run(5)]);
    // The API takes part too, through the provider's own connection.
    const api = Promise.all(pair.map((affiliate) => postJson(provider, requestPayout.path, {}, bearer(affiliate.token))));
    setTimeout(() => {
      Atomics.store(new Int32Array(start), 0, 1);
      Atomics.notify(new Int32Array(start), 0);
    }, 50);
    const [results] = await Promise.all([outcomes, api]);
    expect(results.reduce((total, result) => total + result.approved, 0)).toBe(commissions.length);
    expect(results.reduce((total, result) => total + result.conflicts, 0)).toBe(commissions.length);
    expect(results.reduce((total, result) => total + result.payouts, 0)).toBeGreaterThan(0);

    for (const affiliate of pair) {
      const sums = ledgerSums(affiliate.id);
      const earned = sql.get<{ poisha: number }>('SELECT SUM(amount_poisha) AS poisha FROM commissions WHERE affiliate_id = ?', affiliate.id)!.poisha;
      const requested = sql.get<{ poisha: number }>('SELECT COALESCE(SUM(amount_poisha), 0) AS poisha FROM payouts WHERE affiliate_id = ?', affiliate.id)!.poisha;
      // Nothing made up or lost: every poisha earned is in exactly one account.
      expect(-sums.earned).toBe(earned);
      expect(sums.pending + sums.available + sums.reserved + sums.paid + sums.void).toBe(earned);
      expect(sums.pending).toBe(0);
      expect(sums.available).toBeGreaterThanOrEqual(0);
      expect(sums.reserved).toBe(requested);
      expect(sums.available + requested).toBe(earned);
      // And every balance the provider shows is the ledger's.
      expect(await balance(affiliate)).toBe(sums.available / 100);
      expect((await summary(affiliate)).balance).toEqual({ available: sums.available / 100, reserved: sums.reserved / 100, paid: 0 });
      const row = expectContract(listAffiliates, await (await get(`${listAffiliates.path}?q=${affiliate.code}`)).json()).data[0];
      expect(row?.balance).toEqual({ pending: 0, available: sums.available / 100, reserved: sums.reserved / 100, paid: 0 });
    }
  }, 60_000);
});
