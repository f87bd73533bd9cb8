/**
 * The back office (issue 30): staff sign in, work the leads inbox, publish content the
 * public pages show on their next request, change the settings the footer reads, and
 * every change lands in the audit log. Editors are refused what only admins may do.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_TOKEN_KEY } from '@/lib/staff-token';
import { pdfBytes } from '../server/test-documents.ts';
import { checkEverySchemeAndWidth, dismissConsultationOffer, expect, test, uniqueEmail } from './fixtures';

/** Seeded into every fresh data folder and named in the README. */
const DEMO_ADMIN = { email: 'demo.admin@itbd.net', password: 'ItbdAdmin2026' };

/** A staff token straight from the provider, for setting things up. */
async function staffToken(request: APIRequestContext, credentials = DEMO_ADMIN): Promise<string> {
  const reply = await request.post('/api/admin/login', { data: credentials });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** Every page `page` opens from now on is signed in with `token`, as after a login with 'Remember me'. */
async function signedIn(page: Page, token: string) {
  await page.addInitScript(([key, value]) => {
    if (window === window.top) localStorage.setItem(key, value);
  }, [STAFF_TOKEN_KEY, token] as const);
}

/** Signs in through the login form already on screen. */
async function signInHere(page: Page, { email, password } = DEMO_ADMIN) {
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Back office', () => {
  test('/admin while signed out asks for login, then comes back to the page asked for', async ({ page }) => {
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fposts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Back Office' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The site's own frame is not there: the back office has its own.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await signInHere(page);
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();

    // Signing out forgets the token: the back office asks for login again.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  });

  test('a message sent from /contact arrives as new, is marked contacted and gets a note', async ({ page }) => {
    const subject = `Shop with bKash ${randomUUID().slice(0, 8)}`;
    await dismissConsultationOffer(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Write to Us' });
    await form.getByLabel('Name').fill('Rahim Uddin');
    await form.getByLabel('Phone').fill('01712345678');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('We would like an online shop with bKash payments.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toBeVisible();

    await page.goto('/admin');
    await signInHere(page);
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('navigation', { name: 'Leads' }).getByLabel(/unread/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(subject);
    await expect(page).toHaveURL(/q=/);
    const leads = page.getByRole('table', { name: 'Leads' });
    const row = leads.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await expect(row).toContainText('(unread)');

    await row.getByRole('link', { name: 'Rahim Uddin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeVisible();
    await expect(page.getByText('We would like an online shop with bKash payments.')).toBeVisible();
    await choose(page, 'Status', 'Contacted');
    await expect(page.getByText('Marked contacted.')).toBeVisible();

    const note = `Called back, quote by Thursday ${randomUUID().slice(0, 6)}`;
    const notes = page.getByRole('form', { name: 'Add a note' });
    await notes.getByLabel('New note').fill(note);
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(/^Demo Admin · /).first()).toBeVisible();

    // Read now, and contacted: the inbox says so after a reload too.
    await page.goto(`/admin/leads?q=${encodeURIComponent(subject)}`);
    const readRow = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: subject });
    await expect(readRow).toContainText('Contacted');
    await expect(readRow).not.toContainText('(unread)');
  });

  test("an application's CV opens for staff and answers 401 without a token", async ({ page, request }) => {
    const jobs = ((await (await request.get('/api/career')).json()) as { data: { id: number }[] }).data;
    const email = uniqueEmail('cv');
    const applied = await request.post('/api/submit/job', {
      multipart: {
        first_name: 'Nusrat',
        last_name: 'Jahan',
        phone: '01811223344',
        email,
        summary: 'Five years of Laravel.',
        job_id: String(jobs[0]!.id),
        cv: { name: 'nusrat-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) },
      },
    });
    expect(applied.ok()).toBe(true);

    await signedIn(page, await staffToken(request));
    await page.goto(`/admin/leads?type=application&q=${encodeURIComponent(email)}`);
    await page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: 'Nusrat Jahan' }).click();
    await expect(page.getByText('nusrat-cv.pdf')).toBeVisible();
    const cvReply = page.waitForResponse((response) => /\/api\/admin\/applications\/\d+\/cv$/.test(response.url()));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open CV' }).click();
    const reply = await cvReply;
    expect(reply.status()).toBe(200);
    expect(reply.request().headers().authorization).toMatch(/^Bearer /);
    expect((await tab).url()).toMatch(/^blob:/);

    const cvPath = new URL(reply.url()).pathname;
    const withToken = await request.get(cvPath, { headers: { Authorization: reply.request().headers().authorization! } });
    expect((await withToken.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const withoutToken = await request.get(cvPath);
    expect(withoutToken.status()).toBe(401);
  });

  test('a post written and published here is on /blog, in the sitemap and in the feed on the next request', async ({ page, request }) => {
    // Title Case, as the public pages' capitalisation check reads every heading while this runs beside it.
    const title = `Launch Notes ${randomUUID().slice(0, 8).toUpperCase()}`;
    await signedIn(page, await staffToken(request));
    await page.goto('/admin/posts');
    await page.getByRole('link', { name: 'New Post' }).click();
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Content' }).fill('What we shipped this month.');
    // Mantine's segmented control hides its radios under their labels: the click reaches the radio itself.
    await form.getByRole('radio', { name: 'Published' }).dispatchEvent('click');
    await expect(form.getByRole('radio', { name: 'Published' })).toBeChecked();
    await form.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Post published.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    const slug = (await page.getByRole('textbox', { name: 'Slug' }).inputValue()).trim();
    expect(slug).not.toBe('');

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
    expect(await (await request.get('/feed.xml')).text()).toContain(title);
  });

  test('a post deleted here leaves /blog at once and is back when restored from the trash', async ({ page, request }) => {
    const title = `Trash Notes ${randomUUID().slice(0, 8).toUpperCase()}`;
    const token = await staffToken(request);
    const onBlog = async () => (await (await request.get('/blog')).text()).includes(title);
    const created = await request.post('/api/admin/posts', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, content: '<p>Soon gone.</p>', status: 'published' },
    });
    expect(created.ok()).toBe(true);
    expect(await onBlog()).toBe(true);
    await signedIn(page, token);
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toContainText(`“${title}” leaves the site now.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post moved to the trash.')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    expect(await onBlog()).toBe(false);
    expect(await (await request.get('/feed.xml')).text()).not.toContain(title);

    await page.goto('/admin/trash');
    await page.getByRole('button', { name: new RegExp(`^Restore .*${title}`) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Restore .*${title}`) })).toHaveCount(0);
    expect(await onBlog()).toBe(true);
    expect(await (await request.get('/feed.xml')).text()).toContain(title);
  });

  test('the office phone changed in settings shows in the footer', async ({ page, request }) => {
    const phone = `+88017${String(Date.now()).slice(-8)}`;
    await signedIn(page, await staffToken(request));
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByRole('textbox', { name: 'Office phone' }).fill(phone);
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await dismissConsultationOffer(page);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText(phone)).toBeVisible();
  });

  test('an editor is refused staff management (403), and the audit log lists the changes', async ({ page, request }) => {
    const adminToken = await staffToken(request);
    const editor = { email: uniqueEmail('editor'), password: `Editor-${randomUUID()}` };
    const created = await request.post('/api/admin/staff', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { name: 'Sadia Editor', role: 'editor', ...editor },
    });
    expect(created.status()).toBe(201);

    const editorToken = await staffToken(request, editor);
    const refused = await request.get('/api/admin/staff', { headers: { Authorization: `Bearer ${editorToken}` } });
    expect(refused.status()).toBe(403);

    await page.goto('/admin/login');
    await signInHere(page, editor);
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await page.goto('/admin/staff');
    const alert = page.getByRole('alert').filter({ hasText: 'Not Allowed' });
    await expect(alert).toContainText('only an admin may do it');
    await expect(page.getByRole('button', { name: 'Add Staff' })).toHaveCount(0);

    // The admin's log names the staff member added, among the other changes.
    await page.evaluate((key) => sessionStorage.removeItem(key), STAFF_TOKEN_KEY);
    await signedIn(page, adminToken);
    await page.goto('/admin/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: `Added editor ${editor.email}` })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'Demo Admin' }).first()).toBeVisible();
  });

  test('axe finds nothing on the login, inbox, post editor and settings at 390 and 1280 px, light and dark', async ({ page, request }) => {
    test.setTimeout(180_000);
    await checkEverySchemeAndWidth(page, '/admin/login', { ready: (p) => expect(p.getByRole('form', { name: 'Staff sign in' })).toBeVisible() });
    await signedIn(page, await staffToken(request));
    await checkEverySchemeAndWidth(page, '/admin/leads', { ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/posts/new', { ready: (p) => expect(p.getByRole('form', { name: 'New post' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/settings', { ready: (p) => expect(p.getByRole('form', { name: 'Site settings' })).toBeVisible() });
  });

  test('axe finds nothing on a lead, the posts, staff and the audit log at 390 and 1280 px, light and dark', async ({ page, request }) => {
    test.setTimeout(180_000);
    const subject = `Axe check ${randomUUID().slice(0, 8)}`;
    const sent = await request.post('/api/contact', { data: { name: 'Karim Hasan', phone: '01712345678', subject, message: 'A lead for the accessibility check.' } });
    expect(sent.ok()).toBe(true);
    const token = await staffToken(request);
    const leads = await request.get(`/api/admin/leads?q=${encodeURIComponent(subject)}`, { headers: { Authorization: `Bearer ${token}` } });
    const lead = ((await leads.json()) as { data: { type: string; id: number }[] }).data[0]!;

    await signedIn(page, token);
    await checkEverySchemeAndWidth(page, `/admin/leads/${lead.type}/${lead.id}`, { ready: (p) => expect(p.getByRole('form', { name: 'Add a note' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/posts', { ready: (p) => expect(p.getByRole('table', { name: 'Posts' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/staff', { ready: (p) => expect(p.getByRole('table', { name: 'Staff' })).toBeVisible() });
    await checkEverySchemeAndWidth(page, '/admin/audit', { ready: (p) => expect(p.getByRole('table', { name: 'Audit log' })).toBeVisible() });
  });
});
