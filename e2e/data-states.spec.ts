/**
 * Each list's states as a visitor meets them (src/lib/route-loading.ts): on a client
 * navigation the page shows at once with the list's skeleton, then the list, its
 * empty state, or the spec's failure message whose retry loads it; on a direct load
 * whose data the provider failed while the server rendered, the page answers 503 in
 * its loading state and the browser loads the list itself.
 */
import type { Page, Route } from '@playwright/test';
import { dismissConsultationOffer, expect, openProviderDb, test } from './fixtures';

interface ListCase {
  /** The header link that leads to the page. */
  link: string;
  path: string;
  /** The browser's call for the list. */
  api: string;
  /** The list's skeleton, failure and empty state as the page names them. */
  skeleton: RegExp;
  failed: string;
  empty: string;
  /** The provider's reply with the list emptied. */
  emptied: (reply: Record<string, unknown>) => unknown;
  /** Something the loaded list shows. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
}

const emptyData = (reply: Record<string, unknown>) => ({ ...reply, data: [] });

const LISTS: ListCase[] = [
  {
    link: 'Blog',
    path: '/blog',
    api: '**/api/featured/posts',
    skeleton: /Loading blog posts/,
    failed: 'Failed to load blog posts.',
    empty: 'No blog posts found.',
    emptied: (reply) => ({ ...reply, data: null }),
    loaded: (page) => page.getByRole('region', { name: 'Featured Posts' }).getByRole('heading', { level: 3 }).first(),
  },
  {
    link: 'Career',
    path: '/career',
    api: '**/api/career',
    skeleton: /loading\.\.\./,
    failed: 'Error loading data',
    empty: 'No open positions right now',
    emptied: emptyData,
    loaded: (page) => page.getByRole('region', { name: 'Open Positions' }).getByRole('link', { name: /Apply Now/ }).first(),
  },
  {
    link: 'Portfolio',
    path: '/portfolio',
    api: '**/api/projects',
    skeleton: /Loading projects/,
    failed: 'Failed to load projects.',
    empty: 'No projects found.',
    emptied: emptyData,
    loaded: (page) => page.getByRole('button', { name: /^View details of / }).first(),
  },
];

/** Holds the browser's calls to `api` until released, then answers them as `answer` says. */
async function holdCalls(page: Page, api: string, answer: (route: Route) => Promise<void>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(api, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

async function openFromHeader(page: Page, { link, path }: ListCase) {
  await dismissConsultationOffer(page);
  await page.goto('/contact');
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('A list on a client navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const list of LISTS) {
    test(`${list.path}: the skeleton, then the list`, async ({ page }) => {
      const release = await holdCalls(page, list.api, (route) => route.continue());
      await openFromHeader(page, list);
      await expect(page.getByRole('status', { name: list.skeleton }).or(page.getByRole('status').filter({ hasText: list.skeleton })).first()).toBeVisible();
      await expect(list.loaded(page)).toHaveCount(0);
      release();
      await expect(list.loaded(page)).toBeVisible();
    });

    test(`${list.path}: '${list.failed}' with a retry that loads it`, async ({ page }) => {
      let failing = true;
      await page.route(list.api, (route) =>
        failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }) : route.continue(),
      );
      await openFromHeader(page, list);
      const alert = page.getByRole('alert').filter({ hasText: list.failed });
      await expect(alert).toBeVisible();
      failing = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(list.loaded(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

    test(`${list.path}: '${list.empty}' when there is nothing to list`, async ({ page }) => {
      await page.route(list.api, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: list.emptied((await response.json()) as Record<string, unknown>) });
      });
      await openFromHeader(page, list);
      await expect(page.getByText(list.empty).first()).toBeVisible();
    });
  }
});

test.describe('A direct load the provider failed while the server rendered', () => {
  test('answers 503 in its loading state, and the browser loads the list', async ({ page }) => {
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydration.push(message.text());
    });
    const db = openProviderDb();
    // The team page is the only reader of this table: hidden, the server's call fails.
    db.exec('ALTER TABLE team_members RENAME TO team_members_hidden');
    let restored = false;
    const restore = () => {
      if (restored) return;
      restored = true;
      db.exec('ALTER TABLE team_members_hidden RENAME TO team_members');
    };
    try {
      // The browser's own call waits until the provider has its table back.
      const release = await holdCalls(page, '**/api/team-members', (route) => route.continue());
      const response = await page.goto('/about/our-team');
      expect(response?.status()).toBe(503);
      expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('status', { name: 'Loading team members' })).toBeVisible();
      restore();
      release();
      await expect(page.getByRole('heading', { level: 2, name: 'Leadership' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading team members' })).toHaveCount(0);
      expect(hydration).toEqual([]);
    } finally {
      restore();
    }
  });
});
