/**
 * Every page type loads under its Content-Security-Policy with no violation (the map,
 * the hero video, fonts, uploads and previews included), and no other origin can frame
 * the site.
 */
import { type Page, chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.ts';
import { DEMO_AFFILIATE, expect, test } from './fixtures';

const POST_SLUG = 'how-we-cut-page-load-time-by-70-percent';
const JOB_SLUG = 'senior-laravel-developer';
/** A 1×1 PNG: enough for the photo preview (a blob: URL). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Collects every `securitypolicyviolation` of the page (over full loads too) and the
 * browser's CSP console errors (some refusals, e.g. of a frame, are only logged).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${(event.blockedURI || 'inline').slice(0, 100)} at ${event.sourceFile}:${event.lineNumber} (${location.pathname})`;
      (window as unknown as { __reportPolicyViolation: (report: string) => void }).__reportPolicyViolation(report);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text().slice(0, 300));
  });
  // The test host has no internet: Google's map answers from here, so the frame really loads.
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  return violations;
}

/** Scrolls through the page, so everything that loads near the viewport (sections, the map, the video) loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

const PAGES: readonly [kind: string, path: string][] = [
  ['home', '/'],
  ['about', '/about/company-overview'],
  ['team', '/about/our-team'],
  ['services', '/services'],
  ['a service', '/services/web-design-development'],
  ['a product', '/project/tailor-management'],
  ['a sister concern', '/industries/kaz-ache'],
  ['blog', '/blog'],
  ['a post', `/blog/${POST_SLUG}`],
  ['career', '/career'],
  ['a job', `/career/job-description/${JOB_SLUG}`],
  ['affiliate landing', '/affiliate'],
  ['login', '/affiliate-login'],
  ['signup', '/affiliate-signup'],
  ['404', '/no-such-page-here'],
];

test.describe('Content-Security-Policy', () => {
  for (const [kind, path] of PAGES) {
    test(`${kind} (${path}) loads with no policy violation`, async ({ page }) => {
      const violations = await watchPolicy(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      expect(violations).toEqual([]);
    });
  }

  test('home plays the hero video with no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.locator('video source').first()).toHaveAttribute('src', /hero-loop/);
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('portfolio opens a project dialog with no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/portfolio');
    await page.getByRole('article').first().getByRole('button', { name: /^View details of / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('contact frames the map with no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/contact');
    await scrollThrough(page);
    await expect(page.frameLocator('iframe[title^="Map of our office"]').getByText('Map')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the job application takes a resume in its dropzone with no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto(`/career/apply-job/${JOB_SLUG}`);
    const form = page.getByRole('form', { name: 'Your Application' });
    await form.getByLabel('Resume file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(form.getByText('cv.pdf')).toBeVisible();
    await scrollThrough(page);
    expect(violations).toEqual([]);
  });

  test('the dashboard, logged in, previews a new photo with no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/affiliate-login');
    const login = page.getByRole('form', { name: 'Affiliate login' });
    await login.getByRole('textbox', { name: 'Email' }).fill(DEMO_AFFILIATE.email);
    await login.getByLabel(/^Password/).fill(DEMO_AFFILIATE.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/affiliate-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('form', { name: 'Edit profile' });
    await edit.getByLabel('Change Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    const preview = edit.getByRole('img', { name: 'New profile photo preview' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    expect(violations).toEqual([]);
  });
});

test.describe('Framing', () => {
  test('another origin cannot frame the login page', async ({ baseURL }) => {
    const loginUrl = new URL('/affiliate-login', baseURL).href;
    // A page the test serves stands for another site. Chrome counts it as public and would refuse
    // its frame to this local server by its local-network rules before reading the site's headers.
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
    });
    try {
      const page = await browser.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
      });
      const headers = (await page.request.get(loginUrl)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');

      await page.route('http://other.example/', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Other</title><iframe src="${loginUrl}" width="800" height="600"></iframe>` }),
      );
      await page.goto('http://other.example/');
      await expect.poll(() => refusals.join('\n')).toMatch(/frame-ancestors/);
      await expect(page.frameLocator('iframe').getByRole('form', { name: 'Affiliate login' })).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});
