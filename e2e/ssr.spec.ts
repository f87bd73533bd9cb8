/**
 * Server rendering as a crawler, a link preview or a visitor without JavaScript
 * meets it: every public page arrives as HTML with its heading, text and head tags;
 * unknown addresses answer 404; the sitemap, robots.txt and the feed hold what they
 * promise; and with JavaScript on, the browser takes the page over without a mismatch.
 */
import * as v from 'valibot';
import { getBlogs } from '@contracts/blog/get-blogs.ts';
import { getCareer } from '@contracts/career/get-career.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { DEMO_AFFILIATE, PUBLIC_PAGES, expect, openProviderDb, saveColourScheme, test } from './fixtures';


const listedPosts = async (request: APIRequestContext) =>
  v.parse(getBlogs.response, await (await request.get(getBlogs.path)).json()).data;
const listedJobs = async (request: APIRequestContext) =>
  v.parse(getCareer.response, await (await request.get(getCareer.path)).json()).data;

function first<T>(items: readonly T[]): T {
  if (items[0] === undefined) throw new Error('the seeded provider lists posts and open jobs');
  return items[0];
}
const firstPost = async (request: APIRequestContext) => first(await listedPosts(request));
const firstJob = async (request: APIRequestContext) => first(await listedJobs(request));

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** The served HTML's text of one element, without running any script. */
const textOf = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim() ?? '';

test.describe('Served HTML', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives with its heading, text and head tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/), 'an h1 with text').not.toBe('');
      expect(html.match(/<p[^>]*>[^<]{40,}/g)?.length ?? 0, 'paragraphs of text').toBeGreaterThan(0);
      expect(textOf(html, /<title>([^<]*)<\/title>/)).toMatch(/ITBD/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${new URL(response.url()).port}${path === '/' ? '/' : path}"`);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og\/[a-z]+\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).not.toContain('noindex');
    });
  }

  test('every breadcrumb is described to search engines as a BreadcrumbList of the same trail', async ({ request }) => {
    const job = await firstJob(request);
    const post = await firstPost(request);
    // Every page shows a trail but home and the affiliate landing, which open on heroes of their own.
    const withoutTrail = new Set(['/', '/affiliate']);
    const withTrail = [...PUBLIC_PAGES.filter((path) => !withoutTrail.has(path)), `/blog/${post.slug}`, `/career/job-description/${job.id}`];
    for (const path of withTrail) {
      const response = await request.get(path);
      const html = await response.text();
      const nav = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1];
      if (nav === undefined) throw new Error(`${path} shows no breadcrumb trail`);
      const crumbs = [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => ({ name: textOf(item[1]!, /^([\s\S]*)$/), linked: item[1]!.startsWith('<a ') }));
      // The crumbs that lead somewhere, then the page itself; a section without a page has no address to give.
      const described = crumbs.filter((crumb, index) => crumb.linked || index === crumbs.length - 1).map((crumb) => crumb.name);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const list = ld.find((data) => data['@type'] === 'BreadcrumbList');
      const items: { name: string; item: string }[] = list?.itemListElement ?? [];
      const origin = new URL(response.url()).origin;
      expect(items.at(0)?.item, path).toBe(`${origin}/`);
      expect(items.at(-1)?.item, path).toBe(`${origin}${path}`);
      expect(items.map((item) => item.name), path).toEqual(described);
    }
  });

  test('each page has a title of its own', async ({ request }) => {
    const titles = await Promise.all(
      PUBLIC_PAGES.map(async (path) => textOf(await (await request.get(path)).text(), /<title>([^<]*)<\/title>/)),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('a post arrives with its content, share image and BlogPosting data', async ({ request }) => {
    const post = await firstPost(request);
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(post.title);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/feed.xml"/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.map((data) => data['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  test('a job arrives with its description and JobPosting data', async ({ request }) => {
    const job = await firstJob(request);
    const html = await (await request.get(`/career/job-description/${job.id}`)).text();
    expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(job.job_title);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const posting = ld.find((data) => data['@type'] === 'JobPosting');
    expect(posting?.title).toBe(job.job_title);
    expect(posting?.hiringOrganization?.name).toBe('ITBD');
    expect(ld.map((data) => data['@type'])).toContain('BreadcrumbList');
  });

  test('the home page carries the Organization data', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/"@type":"Organization"/);
  });

  test('the affiliate portal is served as the shell, not indexed', async ({ request }) => {
    for (const path of ['/affiliate-login', '/affiliate-signup', '/affiliate-dashboard']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      expect(html, path).not.toContain('demo.affiliate');
    }
  });

  test('answers a repeated request with 304 when the page has not changed', async ({ request }) => {
    // Tests running beside this one write to the provider, and a write renders pages anew (their
    // embedded data is stamped with its fetch time), so the pair is tried again until none came between.
    await expect(async () => {
      const first = await request.get('/career');
      expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
      const etag = first.headers()['etag'];
      expect(etag).toBeTruthy();
      const second = await request.get('/career', { headers: { 'If-None-Match': etag! } });
      expect(second.status()).toBe(304);
    }).toPass({ timeout: 15_000 });
  });

  test('a new post is on the blog at once', async ({ request }) => {
    await request.get('/blog');
    const slug = `fresh-${Date.now().toString(36)}`;
    const title = `Fresh post ${slug}`;
    const db = openProviderDb();
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO posts (title, slug, author, content, is_featured, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
    ).run(title, slug, 'E2E', '<p>Written by the test.</p>', now, now);
    try {
      expect(await (await request.get('/blog')).text()).toContain(title);
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);
    } finally {
      db.prepare('DELETE FROM posts WHERE slug = ?').run(slug);
    }
  });
});

test.describe('Status codes', () => {
  for (const path of ['/no-such-page', '/blog/no-such-post', '/career/job-description/no-such-job']) {
    test(`${path} answers 404 with the not-found page and noindex`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toMatch(/not found/i);
    });
  }

  test('a form the browser sends before hydration posts, and is sent back to its page without its fields in any address', async ({ page, request }) => {
    const response = await request.post('/contact', { form: { name: 'Rahim', phone: '01712345678', message: 'Hello' }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/contact');
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Write to Us' })).toHaveAttribute('method', 'post');
  });

  test('an old address redirects permanently', async ({ request }) => {
    const response = await request.get('/services/web-development', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/services\/web-design-development$/);
  });

  test('a provider failure while rendering answers 503 and Retry-After, with the page the browser then retries', async ({ request }) => {
    const db = openProviderDb();
    // The team page is the only reader of this table: hide it for a moment.
    db.exec('ALTER TABLE team_members RENAME TO team_members_hidden');
    try {
      const response = await request.get('/about/our-team?provider-down');
      expect(response.status()).toBe(503);
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      // The site's own page, in the state the browser takes over and fetches again from.
      const html = await response.text();
      expect(html).toContain('Loading team members');
      expect(html).toContain('Skip to main content');
    } finally {
      db.exec('ALTER TABLE team_members_hidden RENAME TO team_members');
    }
  });
});

test.describe('Sitemap, robots.txt and feed', () => {
  test('the sitemap lists every public page, post and job, each answering 200', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const path of PUBLIC_PAGES) expect(locs).toContain(path);
    for (const post of await listedPosts(request)) expect(locs).toContain(`/blog/${post.slug}`);
    const jobs = await listedJobs(request);
    expect(locs.filter((loc) => loc.startsWith('/career/job-description/'))).toHaveLength(jobs.length);
    expect(locs.some((loc) => loc.startsWith('/affiliate-'))).toBe(false);
    for (const loc of locs) expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
  });

  test('robots.txt names the sitemap and keeps crawlers out of the portal', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/affiliate-dashboard$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  test('the feed is well-formed RSS with the latest posts', async ({ request, page }) => {
    const response = await request.get('/feed.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    const items = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        date: item.querySelector('pubDate')?.textContent,
        summary: item.querySelector('description')?.textContent,
      }));
    }, xml);
    expect(items, 'the feed parses').not.toBeNull();
    expect(items!.length).toBeGreaterThan(0);
    for (const item of items!) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\//);
      expect(Number.isNaN(Date.parse(item.date ?? ''))).toBe(false);
      expect(item.summary).toBeTruthy();
    }
  });
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the home page: hero, services, projects and latest posts', async ({ page, request }) => {
    const post = await firstPost(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Latest Blog Posts' })).toBeVisible();
    await expect(page.getByText(post.title).first()).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('reads a blog post', async ({ page, request }) => {
    const post = await firstPost(request);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
  });

  test('reads a job and finds the way to apply', async ({ page, request }) => {
    const job = await firstJob(request);
    await page.goto(`/career/job-description/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    await expect(page.getByRole('link', { name: /apply for this position/i }).first()).toBeVisible();
  });
});

/** Console messages React and the router write when the server's markup and the browser's first render differ. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = message.text();
      if (/hydrat|did not match|Minified React error #(?:418|423|425)/i.test(text)) problems.push(text);
    }
  });
  return problems;
}

test.describe('Hydration', () => {
  const paths = ['/', '/blog', '/career', '/portfolio', '/contact', '/about/our-team', '/services/digital-marketing', '/affiliate'];
  // The not-found pages too: a post's shows the latest articles, which must not race its 404.
  for (const path of [...paths, '/no-such-page', '/blog/no-such-post', '/career/job-description/no-such-job']) {
    test(`${path} hydrates without a mismatch and stays interactive`, async ({ page }) => {
      const problems = watchHydration(page);
      await page.goto(path);
      await page.waitForFunction(() => !('$_TSR' in window));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a post and a job hydrate without a mismatch', async ({ page, request }) => {
    const problems = watchHydration(page);
    const post = await firstPost(request);
    await page.goto(`/blog/${post.slug}`);
    await page.waitForFunction(() => !('$_TSR' in window));
    const job = await firstJob(request);
    await page.goto(`/career/job-description/${job.id}`);
    await page.waitForFunction(() => !('$_TSR' in window));
    expect(problems).toEqual([]);
  });

  test('a visitor who chose the dark scheme gets pages that hydrate without a mismatch', async ({ page }) => {
    await saveColourScheme(page, 'dark');
    const problems = watchHydration(page);
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      await page.waitForFunction(() => !('$_TSR' in window));
      await expect(page.getByRole('button', { name: 'Switch to light colour scheme' })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  // The portal arrives as the site's shell and its guards redirect in the browser. With the
  // site's code already cached, the redirect used to land while React was still hydrating.
  test("the portal's guards redirect without a mismatch, also with the site's code cached", async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/');
    for (let visit = 0; visit < 3; visit++) {
      await page.goto('/affiliate-dashboard');
      await expect(page).toHaveURL('/affiliate-login?redirect=%2Faffiliate-dashboard');
      await expect(page.getByRole('form', { name: 'Affiliate login' })).toBeVisible();
    }
    const login = await page.request.post('/api/affiliate/login', { data: DEMO_AFFILIATE });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AFFILIATE_TOKEN_KEY, token] as const);
    for (let visit = 0; visit < 3; visit++) {
      await page.goto(visit % 2 ? '/affiliate-signup' : '/affiliate-login');
      await expect(page).toHaveURL('/affiliate-dashboard');
      await expect(page.getByRole('table')).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  for (const [name, clockAhead] of [
    ['the loaders do not fetch again what the page arrived with', 0],
    // As a page the server or a CDN kept for 45 s looks, or one from a server whose clock is behind.
    ['a page whose data looks 45 s old is not fetched again on arrival either', 45_000],
  ] as const) {
    test(name, async ({ page }) => {
      if (clockAhead) await page.clock.setSystemTime(Date.now() + clockAhead);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto('/');
      await page.waitForFunction(() => !('$_TSR' in window));
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
    });
  }
});
