/**
 * The affiliate programme pays (issue 31): a visitor follows a new affiliate's link and asks for
 * a consultation; staff see who referred the lead, win it, approve the commission and pay the
 * payout the affiliate asked for; the affiliate's dashboard follows every step.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { STAFF_TOKEN_KEY } from '@/lib/staff-token';
import { checkEverySchemeAndWidth, expect, test } from './fixtures';

const DEMO_ADMIN = { email: 'demo.admin@itbd.net', password: 'ItbdAdmin2026' };

async function token(request: APIRequestContext, path: string, credentials: { email: string; password: string }): Promise<string> {
  const reply = await request.post(path, { data: credentials });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** A new affiliate, signed up through the API as the signup form does. */
async function newAffiliate(request: APIRequestContext) {
  const code = `e2e-${randomUUID().slice(0, 8)}`;
  const affiliate = { name: `Sadia ${code.slice(4)}`, email: `${code}@example.com`, phone: `+88017${String(Date.now()).slice(-8)}`, password: 'Partner2026!', affiliateid: code };
  const reply = await request.post('/api/affiliate/register', { data: { ...affiliate, password_confirmation: affiliate.password } });
  expect(reply.status()).toBe(201);
  return affiliate;
}

/** Both sessions in one browser: they live under keys of their own. */
async function signedIn(page: Page, tokens: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (window === window.top) for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, tokens);
}

const balance = (page: Page) => page.getByRole('region', { name: 'Available balance' });
const transactions = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Description' }) });

test.describe('Affiliate programme', () => {
  test('a referred consultation is won, its commission approved and paid out to bKash', async ({ page, request }) => {
    test.setTimeout(180_000);
    const affiliate = await newAffiliate(request);
    const staffToken = await token(request, '/api/admin/login', DEMO_ADMIN);
    const affiliateToken = await token(request, '/api/affiliate/login', affiliate);

    // A visitor opens the affiliate's link: the visit is counted and the code kept for 60 days.
    const visit = page.waitForResponse((response) => response.url().endsWith('/api/referrals/visit'));
    await page.goto(`/?ref=${affiliate.affiliateid}`);
    expect((await visit).ok()).toBe(true);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'itbd_ref');
    expect(cookie?.value).toMatch(new RegExp(`^${affiliate.affiliateid}\\.\\d+$`));
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000);

    // ... and asks for a consultation in the home page's offer.
    await page.getByRole('region', { name: 'Our Services', exact: true }).scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog', { name: 'Book Your Free Consultation' });
    await expect(dialog).toBeVisible();
    const message = `We need an ERP for our shops (${randomUUID().slice(0, 8)}).`;
    await dialog.getByLabel('Name').fill('Karim Hossain');
    await dialog.getByLabel('Phone').fill('+8801812345678');
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(dialog.getByText('Thank you!')).toBeVisible();

    // In the back office the lead shows who referred it; staff mark it won at ৳50,000.
    const found = await request.get(`/api/admin/leads?q=${encodeURIComponent(message)}`, { headers: { Authorization: `Bearer ${staffToken}` } });
    const lead = ((await found.json()) as { data: { type: string; id: number }[] }).data[0]!;
    await signedIn(page, { [STAFF_TOKEN_KEY]: staffToken, [AFFILIATE_TOKEN_KEY]: affiliateToken });
    await page.goto(`/admin/leads/${lead.type}/${lead.id}`);
    await expect(page.getByText(`${affiliate.name} (${affiliate.affiliateid})`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Won', exact: true }).click();
    await expect(page.getByText('Marked won.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Deal value (৳)' }).fill('50000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Deal value saved.')).toBeVisible();

    // The affiliate's dashboard shows a pending commission of ৳5,000 and nothing available yet.
    await page.goto('/affiliate-dashboard');
    const commission = transactions(page).getByRole('row').filter({ hasText: 'Commission' });
    await expect(commission).toContainText('pending');
    await expect(commission).toContainText('+৳5,000');
    await expect(balance(page)).toContainText('৳0');

    // Staff approve it early: the balance is ৳5,000.
    await page.goto('/admin/commissions');
    await page.getByRole('button', { name: new RegExp(`^Approve commission #\\d+ of ${affiliate.name}$`) }).click();
    await expect(page.getByText('Commission approved: it is available now.')).toBeVisible();
    await page.goto('/affiliate-dashboard');
    await expect(balance(page)).toContainText('৳5,000');

    // The affiliate saves a bKash number and asks for the payout.
    await page.goto('/affiliate-dashboard/edit-profile');
    const method = page.getByRole('form', { name: 'Payout method' });
    await method.getByRole('textbox', { name: 'bKash number' }).fill('01712345678');
    await method.getByRole('button', { name: 'Save Payout Method' }).click();
    await expect(page.getByText('Payout method saved.')).toBeVisible();
    await page.goto('/affiliate-dashboard');
    await page.getByRole('button', { name: 'Request Payout' }).click();
    await expect(page.getByText('Payout requested.')).toBeVisible();
    await expect(balance(page)).toContainText('৳0');

    // Staff mark it paid with the bKash transaction's reference.
    await page.goto('/admin/payouts');
    await page.getByRole('button', { name: new RegExp(`^Mark Paid: payout #\\d+ of ${affiliate.name}$`) }).click();
    const paying = page.getByRole('dialog');
    await paying.getByRole('textbox', { name: 'Reference' }).fill('BK9J3L0RY2');
    await paying.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(page.getByText('Payout marked paid.')).toBeVisible();

    // The balance is ৳0 and the debit is listed.
    await page.goto('/affiliate-dashboard');
    await expect(balance(page)).toContainText('৳0');
    const debit = transactions(page).getByRole('row').filter({ hasText: 'Payout to bKash' });
    await expect(debit).toContainText('paid');
    await expect(debit).toContainText('−৳5,000');
  });

  test('axe finds nothing on the new screens at 390 and 1280 px, light and dark', async ({ page, request }) => {
    test.setTimeout(300_000);
    const affiliate = await newAffiliate(request);
    await signedIn(page, {
      [STAFF_TOKEN_KEY]: await token(request, '/api/admin/login', DEMO_ADMIN),
      [AFFILIATE_TOKEN_KEY]: await token(request, '/api/affiliate/login', affiliate),
    });
    await checkEverySchemeAndWidth(page, '/affiliate-dashboard', { ready: (p) => expect(p.getByRole('button', { name: 'Copy Link' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/affiliate-dashboard/edit-profile', { ready: (p) => expect(p.getByRole('form', { name: 'Payout method' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/commissions', { ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Commissions' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/payouts', { ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/programme', { ready: (p) => expect(p.getByRole('table', { name: 'Affiliates' })).toBeVisible() });
  });
});
