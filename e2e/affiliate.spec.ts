import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { DEMO_AFFILIATE, expect, openProviderDb, test, uniqueEmail } from './fixtures';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** A real (tiny) PNG, so the provider's file sniffing accepts it: 8×8 px of brand blue. */
function brandBluePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0x0b, 0x63, 0xb6]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface NewAffiliate {
  name: string;
  email: string;
  phone: string;
  password: string;
  affiliateid: string;
}

function newAffiliate(): NewAffiliate {
  const id = randomUUID().slice(0, 8);
  return {
    name: 'Nadia Karim',
    email: uniqueEmail('affiliate'),
    phone: '01711222333',
    password: `Partner-${id}`,
    affiliateid: `nadia-${id}`,
  };
}

/** Registers through the provider directly, for tests about what comes after signup. */
async function registerDirectly(page: Page, affiliate = newAffiliate()): Promise<NewAffiliate> {
  const response = await page.request.post('/api/affiliate/register', {
    data: { ...affiliate, password_confirmation: affiliate.password },
  });
  expect(response.ok()).toBe(true);
  return affiliate;
}

type Credentials = { email: string; password: string };

/** Fills and sends the login form already on screen, wherever it will lead. */
async function logInHere(page: Page, { email, password }: Credentials, { remember = false } = {}) {
  const form = page.getByRole('form', { name: 'Affiliate login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  if (remember) await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** Logs in from the login page and lands on the dashboard. */
async function logIn(page: Page, credentials: Credentials, options: { remember?: boolean } = {}) {
  if (!page.url().endsWith('/affiliate-login')) await page.goto('/affiliate-login');
  await logInHere(page, credentials, options);
  await expect(page).toHaveURL(/\/affiliate-dashboard$/);
}

/** SPEC §3: the token is kept in local storage, whether or not 'Remember me' was ticked. */
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AFFILIATE_TOKEN_KEY);

const transactionRows = (page: Page) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });

test.describe('Affiliate programme', () => {
  test('signup refuses a common password at the password field and keeps what was typed', async ({ page }) => {
    const affiliate = newAffiliate();
    await page.goto('/affiliate-signup');
    const signup = page.getByRole('form', { name: 'Affiliate signup' });
    await signup.getByRole('textbox', { name: 'Full name' }).fill(affiliate.name);
    await signup.getByRole('textbox', { name: 'Email' }).fill(affiliate.email);
    await signup.getByRole('textbox', { name: 'Phone' }).fill(affiliate.phone);
    await signup.getByRole('textbox', { name: 'Affiliate ID' }).fill(affiliate.affiliateid);
    await signup.getByLabel(/^Password/).fill('password123');
    await signup.getByLabel(/^Confirm password/).fill('password123');
    await signup.getByRole('button', { name: 'Sign Up' }).click();

    await expect(signup.getByLabel(/^Password/)).toHaveAccessibleDescription(/This password is too common\. Choose a less predictable one\./);
    await expect(page).toHaveURL(/\/affiliate-signup$/);
    await expect(signup.getByRole('textbox', { name: 'Email' })).toHaveValue(affiliate.email);
  });

  test('a new affiliate signs up, logs in, edits the profile with a photo and logs out', async ({ page }) => {
    const affiliate = newAffiliate();

    await page.goto('/affiliate');
    await page.getByRole('link', { name: 'Start Earning Now' }).click();
    await expect(page).toHaveURL(/\/affiliate-signup$/);
    const signup = page.getByRole('form', { name: 'Affiliate signup' });
    await signup.getByRole('textbox', { name: 'Full name' }).fill(affiliate.name);
    await signup.getByRole('textbox', { name: 'Email' }).fill(affiliate.email);
    await signup.getByRole('textbox', { name: 'Phone' }).fill(affiliate.phone);
    await signup.getByRole('textbox', { name: 'Affiliate ID' }).fill(affiliate.affiliateid);
    await signup.getByLabel(/^Password/).fill(affiliate.password);
    await signup.getByLabel(/^Confirm password/).fill(affiliate.password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/affiliate-login$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();

    await logIn(page, affiliate);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: affiliate.name })).toBeVisible();
    await expect(page.getByText(affiliate.email)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('৳0');
    await expect(page.getByText('No Transactions Found')).toBeVisible();
    // Kept in local storage without 'Remember me' too (SPEC §3).
    expect(await storedToken(page)).toEqual(expect.any(String));

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/affiliate-dashboard\/edit-profile$/);
    const edit = page.getByRole('form', { name: 'Edit profile' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(affiliate.name);
    await edit.getByRole('textbox', { name: 'Name' }).fill('Nadia K. Rahman');
    await edit.getByRole('textbox', { name: 'Address' }).fill('House 12, Road 5, Dhanmondi, Dhaka');
    await edit.getByLabel('Change Photo').setInputFiles({ name: 'nadia.png', mimeType: 'image/png', buffer: brandBluePng() });
    await expect(edit.getByRole('img', { name: 'New profile photo preview' })).toHaveAttribute('src', /^blob:/);
    await edit.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL(/\/affiliate-dashboard$/);
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nadia K. Rahman' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Nadia K. Rahman' });
    await expect(photo).toHaveAttribute('src', /\/storage\/affiliates\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(8);

    const token = await storedToken(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/affiliate-login$/);
    expect(await storedToken(page)).toBeNull();
    // The provider revoked the token: whoever kept a copy can no longer use it.
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/affiliate/dashboard', { headers })).status()).toBe(401);
    const update = await page.request.post('/api/affiliate/profile/update', { headers, multipart: { name: 'Mallory' } });
    expect(update.status()).toBe(401);
    await page.goto('/affiliate-dashboard');
    await expect(page).toHaveURL(/\/affiliate-login\?redirect=%2Faffiliate-dashboard$/);
  });

  test("signup's 'Log In' button (SPEC §2) goes to the login page", async ({ page }) => {
    await page.goto('/affiliate-signup');
    await page.getByRole('form', { name: 'Affiliate signup' }).getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/affiliate-login$/);
  });

  test("shows the provider's errors on the signup fields", async ({ page }) => {
    await page.goto('/affiliate-signup');
    const signup = page.getByRole('form', { name: 'Affiliate signup' });
    await signup.getByRole('textbox', { name: 'Full name' }).fill('Rahim Again');
    await signup.getByRole('textbox', { name: 'Email' }).fill(DEMO_AFFILIATE.email);
    await signup.getByRole('textbox', { name: 'Phone' }).fill('01711000001');
    await signup.getByRole('textbox', { name: 'Affiliate ID' }).fill('rahim-tech');
    await signup.getByLabel(/^Password/).fill('long-enough-1');
    await signup.getByLabel(/^Confirm password/).fill('long-enough-1');
    await signup.getByRole('button', { name: 'Sign Up' }).click();

    await expect(signup.getByText('The email has already been taken.', { exact: true })).toBeVisible();
    await expect(signup.getByText('The affiliateid has already been taken.', { exact: true })).toBeVisible();
    // The fields carry the errors, the first of them focused; no second copy above them.
    await expect(signup.getByRole('alert')).toHaveCount(0);
    await expect(signup.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(signup.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(signup.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rahim Again');
    await expect(page).toHaveURL(/\/affiliate-signup$/);
  });

  test('the demo affiliate filters and pages the transactions, still logged in from a new tab', async ({ page }) => {
    await logIn(page, DEMO_AFFILIATE, { remember: true });
    expect(await storedToken(page)).toEqual(expect.any(String));
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText(/৳[\d,]+/);

    await expect(transactionRows(page)).toHaveCount(10);
    // SPEC §2 'Dates en-GB': the site's one date style, as on posts and jobs ('18 Nov 2026').
    await expect(transactionRows(page).first().getByRole('cell').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByText('Showing 10 transactions')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Transaction pages' });
    const indicator = pager.getByText(/^Page 1 of \d+$/);
    const pages = Number((await indicator.textContent())!.match(/of (\d+)/)![1]);
    expect(pages, 'at least 25 transactions over 6 months').toBeGreaterThanOrEqual(3);
    const firstRow = await transactionRows(page).first().textContent();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/affiliate-dashboard\?page=2$/);
    await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(transactionRows(page).first()).not.toHaveText(firstRow!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();

    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
    await expect(page).toHaveURL(/\/affiliate-dashboard\?period=30d$/);
    // Fewer than a page of them (checked below), so the pager goes once the table shows the period.
    await expect(page.getByRole('navigation', { name: 'Transaction pages' })).toHaveCount(0);
    const recent = await transactionRows(page).count();
    expect(recent).toBeGreaterThan(0);
    expect(recent, 'the last 30 days hold fewer transactions than all time').toBeLessThan(10);
    await expect(page.getByText(`Showing ${recent} transaction`, { exact: false })).toBeVisible();

    await page.getByLabel('Period').selectOption({ label: 'Last 90 days' });
    await expect(page).toHaveURL(/\?period=90d$/);
    await expect.poll(() => transactionRows(page).count()).toBeGreaterThan(recent);

    // The period and page live in the URL: a reload keeps them.
    await page.goto('/affiliate-dashboard?period=90d&page=2');
    await expect(page.getByLabel('Period')).toHaveValue('90d');
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();

    // The token is in local storage, which a new tab shares (session storage it would not). What
    // 'Remember me' changes is the provider's idle expiry: see server/affiliate.test.ts.
    const again = await page.context().newPage();
    await again.goto('/affiliate-login');
    await expect(again).toHaveURL(/\/affiliate-dashboard$/);
    await again.close();
  });

  test('guards the affiliate pages both ways', async ({ page }) => {
    for (const path of ['/affiliate-dashboard', '/affiliate-dashboard/edit-profile']) {
      await page.goto(path);
      await expect(page, `${path} without a token`).toHaveURL(`/affiliate-login?redirect=${encodeURIComponent(path)}`);
    }
    await logIn(page, await registerDirectly(page));
    for (const path of ['/affiliate-login', '/affiliate-signup']) {
      await page.goto(path);
      await expect(page, `${path} with a token`).toHaveURL(/\/affiliate-dashboard$/);
    }
    await page.goto('/affiliate-dashboard/edit-profile');
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  });

  test('a deep link while logged out leads to the login page and, after login, back where the visitor was going', async ({ page }) => {
    const affiliate = await registerDirectly(page);
    await page.goto('/affiliate-dashboard/edit-profile');
    await expect(page).toHaveURL('/affiliate-login?redirect=%2Faffiliate-dashboard%2Fedit-profile');

    await logInHere(page, affiliate);

    await expect(page).toHaveURL('/affiliate-dashboard/edit-profile');
    await expect(page.getByRole('form', { name: 'Edit profile' }).getByRole('textbox', { name: 'Name' })).toHaveValue(affiliate.name);
  });

  test('a login that fails says so once', async ({ page }) => {
    await page.goto('/affiliate-login');
    const form = page.getByRole('form', { name: 'Affiliate login' });
    await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_AFFILIATE.email);
    await form.getByLabel(/^Password/).fill('not-the-password');
    await form.getByRole('button', { name: 'Log In' }).click();

    const message = page.getByText('These credentials do not match our records.');
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(1);
    await expect(page).toHaveURL(/\/affiliate-login$/);
  });

  test('a token the provider no longer accepts ends the session cleanly', async ({ page }) => {
    const affiliate = await registerDirectly(page);
    await logIn(page, affiliate, { remember: true });
    await expect(page.getByRole('heading', { level: 1, name: affiliate.name })).toBeVisible();

    openProviderDb()
      .prepare('DELETE FROM affiliate_tokens WHERE affiliate_id = (SELECT id FROM affiliates WHERE email = ?)')
      .run(affiliate.email);
    await page.reload();

    await expect(page).toHaveURL('/affiliate-login?expired=1&redirect=%2Faffiliate-dashboard');
    await expect(page.getByRole('form', { name: 'Affiliate login' }).getByText(SESSION_ENDED)).toBeVisible();
    await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('a token revoked mid-session: the next save ends the session with one message', async ({ page }) => {
    const affiliate = await registerDirectly(page);
    await logIn(page, affiliate);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('form', { name: 'Edit profile' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(affiliate.name);

    openProviderDb()
      .prepare('DELETE FROM affiliate_tokens WHERE affiliate_id = (SELECT id FROM affiliates WHERE email = ?)')
      .run(affiliate.email);
    await edit.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL('/affiliate-login?expired=1&redirect=%2Faffiliate-dashboard%2Fedit-profile');
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    await expect(page.getByText('Failed to update profile')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();

    // Logging in again returns to the page the session ended on.
    await logInHere(page, affiliate);
    await expect(page).toHaveURL('/affiliate-dashboard/edit-profile');
  });

  test('at 390 px, Save Changes scrolled into view stops clear of the chat button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, DEMO_AFFILIATE);
    await page.goto('/affiliate-dashboard/edit-profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.scrollIntoViewIfNeeded();
    const chatBox = (await page.getByRole('link', { name: /WhatsApp/ }).boundingBox())!;
    // The page scrolls smoothly: wait for it to settle.
    await expect
      .poll(async () => {
        const saveBox = (await save.boundingBox())!;
        return saveBox.y + saveBox.height <= chatBox.y || saveBox.x + saveBox.width <= chatBox.x;
      })
      .toBe(true);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`passes the accessibility check at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      const noSidewaysScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.goto('/affiliate');
      await expect(page.getByRole('link', { name: 'Start Earning Now' })).toBeVisible();
      await noSidewaysScroll();
      await axe(page);

      await page.goto('/affiliate-signup');
      const signup = page.getByRole('form', { name: 'Affiliate signup' });
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await expect(signup.getByText('Please enter your email address')).toBeVisible();
      await noSidewaysScroll();
      await axe(page);

      await page.goto('/affiliate-login?expired=1');
      await expect(page.getByText(SESSION_ENDED)).toBeVisible();
      await noSidewaysScroll();
      await axe(page);

      await logIn(page, DEMO_AFFILIATE);
      await expect(transactionRows(page).first()).toBeVisible();
      // SPEC §2's three columns at every width, side by side without the table scrolling sideways.
      await expect(page.getByRole('columnheader')).toHaveText(['Date', 'Description', 'Amount']);
      const table = page.getByRole('table');
      expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
      // The site-wide toaster's rich success colours are checked by the shell; here the page itself is.
      await expect(page.getByText('Login successful!')).toHaveCount(0);
      await noSidewaysScroll();
      await axe(page);

      await page.getByRole('link', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('form', { name: 'Edit profile' }).getByRole('textbox', { name: 'Name' })).toHaveValue(/\S/);
      await noSidewaysScroll();
      await axe(page);
    });
  }
});
