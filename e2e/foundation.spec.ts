import * as v from 'valibot';
import { getDashboard } from '@contracts/affiliate/get-dashboard.ts';
import { getTransactions } from '@contracts/affiliate/get-transactions.ts';
import { login } from '@contracts/affiliate/login.ts';
import { getBlogs } from '@contracts/blog/get-blogs.ts';
import { getFeaturedPosts } from '@contracts/blog/get-featured-posts.ts';
import { getLatestPosts } from '@contracts/blog/get-latest-posts.ts';
import { getPostDetails } from '@contracts/blog/get-post-details.ts';
import { getCareer } from '@contracts/career/get-career.ts';
import { getJobDetails } from '@contracts/career/get-job-details.ts';
import { buildPath, type Endpoint } from '@contracts/endpoint.ts';
import { getCategories } from '@contracts/projects/get-categories.ts';
import { getProjects } from '@contracts/projects/get-projects.ts';
import { getWebsiteSettings } from '@contracts/settings/get-website-settings.ts';
import { getTeamMembers } from '@contracts/team/get-team-members.ts';
import { getTestimonials } from '@contracts/testimonials/get-testimonials.ts';
import type { APIRequestContext } from '@playwright/test';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { DEMO_AFFILIATE, expect, test } from './fixtures';

async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(login.path, { data: DEMO_AFFILIATE });
  expect(response.status()).toBe(200);
  const token = v.parse(login.response, await response.json()).data?.token;
  expect(token, 'the demo login returns a token').toBeTruthy();
  return token!;
}

/** GETs `path` and checks the provider answers 200 JSON in the endpoint's contract shape. */
async function fetchContract<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  path: string,
  headers?: Record<string, string>,
): Promise<v.InferOutput<E['response']>> {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('application/json');
  const parsed = v.safeParse(endpoint.response, await response.json());
  expect(parsed.issues && v.flatten(parsed.issues), `${path} matches its contract`).toBeUndefined();
  return parsed.output as v.InferOutput<E['response']>;
}

test.describe('Affiliate guards', () => {
  for (const path of ['/affiliate-dashboard', '/affiliate-dashboard/edit-profile']) {
    test(`sends a visitor without a token from ${path} to the login page, remembering where they were going`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/affiliate-login\?/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    });
  }

  for (const path of ['/affiliate-login', '/affiliate-signup']) {
    test(`sends a signed-in affiliate from ${path} to the dashboard`, async ({ page, request }) => {
      const token = await demoToken(request);
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: AFFILIATE_TOKEN_KEY, value: token });
      await page.goto(path);
      await expect(page).toHaveURL(/\/affiliate-dashboard\/?$/);
    });
  }
});

test.describe('Production site', () => {
  test('shows the home page heading and passes the accessibility check', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe(page);
  });

  test("shows the provider's contact details in the footer", async ({ page, request }) => {
    const { email1, phone1 } = (await fetchContract(request, getWebsiteSettings, getWebsiteSettings.path)).data;
    expect(email1 && phone1, 'the seeded settings have an email and a phone').toBeTruthy();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: email1! })).toHaveAttribute('href', `mailto:${email1}`);
    await expect(footer).toContainText(phone1!);
  });

  test('renders a deep link on the server, also on reload', async ({ page }) => {
    const first = await page.goto('/career');
    expect(first?.status()).toBe(200);
    expect(first?.headers()['content-type']).toContain('text/html');
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('caches hashed assets for good and compresses them', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page loads a hashed entry script').toBeDefined();
    const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
  });
});

test.describe('Provider on the same port', () => {
  const lists: Endpoint[] = [
    getCareer,
    getTeamMembers,
    getProjects,
    getCategories,
    getBlogs,
    getTestimonials,
    getFeaturedPosts,
    getWebsiteSettings,
  ];
  for (const endpoint of lists) {
    test(`answers GET ${endpoint.path} with JSON in its contract's shape`, async ({ request }) => {
      await fetchContract(request, endpoint, endpoint.path);
    });
  }

  test('answers GET /api/latest/posts?page=1 with the first page of posts', async ({ request }) => {
    const { data } = await fetchContract(request, getLatestPosts, `${getLatestPosts.path}?page=1`);
    expect(data.data.length).toBeGreaterThan(0);
  });

  test('answers GET /api/post/details/{slug} for a listed post', async ({ request }) => {
    const { data: posts } = await fetchContract(request, getBlogs, getBlogs.path);
    const slug = posts[0]!.slug;
    const { data } = await fetchContract(request, getPostDetails, buildPath(getPostDetails.path, { slug }));
    expect(data.slug).toBe(slug);
  });

  test('answers GET /api/circular/details/{id} for a listed job', async ({ request }) => {
    const { data: jobs } = await fetchContract(request, getCareer, getCareer.path);
    const id = jobs[0]!.id;
    const { data } = await fetchContract(request, getJobDetails, buildPath(getJobDetails.path, { id }));
    expect(data.id).toBe(id);
  });

  test("answers the affiliate's dashboard and transactions for the demo token", async ({ request }) => {
    const headers = { Authorization: `Bearer ${await demoToken(request)}` };
    const { data } = await fetchContract(request, getDashboard, getDashboard.path, headers);
    expect(data.email).toBe(DEMO_AFFILIATE.email);
    await fetchContract(request, getTransactions, getTransactions.path, headers);
  });

  test('answers an unknown API path with 404 JSON', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toHaveProperty('message');
  });

  test('compresses JSON replies', async ({ request }) => {
    const response = await request.get(getProjects.path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers()['content-encoding']).toMatch(/^(gzip|br)$/);
  });
});
