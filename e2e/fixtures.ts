/**
 * What every e2e spec imports: `test` with an `axe` fixture and a guard that
 * fails any test whose pages throw an uncaught error, `expect`, and helpers
 * that reach the provider's data folder (E2E_DATA_DIR, fresh for each run).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { LAST_CLOSED_KEY } from '@/features/consultation/consultation-storage';

export { expect };

export interface AxeOptions {
  /** Check only this part of the page (a CSS selector). */
  include?: string;
  /** Leave these parts out (CSS selectors), e.g. a third-party embed. */
  exclude?: string[];
}

/** Seeded by the local provider in every fresh data folder. */
export const DEMO_AFFILIATE = { email: 'demo.affiliate@itbd.net', password: 'ItbdDemo2026' };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The provider's data folder for this run (its SQLite file, media and uploads). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite with `npm run test:e2e` or `npx playwright test`.');
  return dir;
}

const openDatabases = new Set<DatabaseSync>();

/** The provider's database, for setting up or checking state directly; closed after the test. */
export function openProviderDb(): DatabaseSync {
  // The server writes to the same file; wait for its lock rather than failing at once.
  const db = new DatabaseSync(join(dataDir(), 'provider.sqlite'), { timeout: 5_000 });
  openDatabases.add(db);
  return db;
}

/**
 * Stores `value` under `key` in the site's localStorage before any of its own
 * scripts run. Init scripts run in every frame as well: only the top one is the
 * site's (a frame such as the contact map's belongs to its own origin, and the
 * browser's error page in one has no storage at all).
 */
async function storeBeforeLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(([name, stored]) => {
    if (window === window.top) localStorage.setItem(name, stored);
  }, [key, value] as const);
}

/** The consultation offer was just dismissed, so it stays out of the way of what the test checks. */
export async function dismissConsultationOffer(page: Page): Promise<void> {
  await storeBeforeLoad(page, LAST_CLOSED_KEY, String(Date.now()));
}

/**
 * Waits for a client-side navigation's smooth scroll to the top (SPEC §2) to end.
 * A click during it can press on one element and release on another as the page
 * moves under the pointer, and then nothing is clicked.
 */
export async function scrolledToTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** An address no other test (or earlier run) uses, so sign-ups and subscriptions never collide. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * The browser has taken over the server's page: the router's bootstrap object is gone, and
 * every control carries React's props, deferred parts' too (src/components/deferred.tsx), which
 * React hydrates when their chunk arrives. Until then a click on a server-rendered button does
 * nothing yet. (Links are left out: those in a post's text are the provider's HTML, never React's.)
 */
const hydrated = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () =>
      !('$_TSR' in window) &&
      [...document.querySelectorAll('button, input, select, textarea')].every((control) =>
        Object.keys(control).some((key) => key.startsWith('__reactProps$')),
      ),
    undefined,
    timeout === undefined ? undefined : { timeout },
  );

/** The widths every page is checked at: a phone and a laptop (issue 16 item 8). */
const CHECK_WIDTHS = [390, 1280] as const;
const COLOUR_SCHEMES = ['light', 'dark'] as const;
/** WCAG's reflow width: nothing may scroll sideways here. */
const REFLOW_WIDTH = 320;

/** Where Mantine keeps a visitor's chosen scheme (its localStorageColorSchemeManager's default key). */
const COLOUR_SCHEME_KEY = 'mantine-color-scheme-value';

/** Every page `page` opens from now on starts in `scheme`, as for a visitor who chose it on an earlier visit. */
export async function saveColourScheme(page: Page, scheme: (typeof COLOUR_SCHEMES)[number]): Promise<void> {
  await storeBeforeLoad(page, COLOUR_SCHEME_KEY, scheme);
}

/** The page's own violations at every impact, minor included, as readable lines. */
async function allViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // axe.run in the page itself: the default finishes each run in a blank page of its own, which doubled
  // the time of a view. Only cross-origin frames go unchecked, and the site's one (the map) is third-party.
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
  );
}

/** The page's layout after a viewport change: resize observers and media-query listeners have run and painted. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Opens `path` in the light and the dark scheme (the saved choice, as the site
 * starts light whatever the system prefers) and runs axe with WCAG 2.1 AA and
 * best practices at every impact at 390 and 1280 px; in the light scheme it
 * first checks that nothing scrolls sideways at 320 px. One load per scheme,
 * the widths reached by resizing it, as a phone turned or a window widened
 * would: five loads per page made this the slowest spec. `ready` waits for
 * what the page shows, again after each resize.
 * One call per page: the failures of all its views are reported together.
 */
export async function checkEverySchemeAndWidth(
  page: Page,
  path: string,
  { ready, ...options }: AxeOptions & { ready?: (page: Page) => Promise<void> } = {},
): Promise<void> {
  const failures: string[] = [];
  for (const scheme of COLOUR_SCHEMES) {
    await saveColourScheme(page, scheme);
    const reflow = scheme === COLOUR_SCHEMES[0];
    // Loaded at the narrowest width it is checked at: the reflow width first, fresh, as a 320 px visitor gets it.
    await page.setViewportSize(reflow ? { width: REFLOW_WIDTH, height: 800 } : { width: CHECK_WIDTHS[0], height: 900 });
    await page.goto(path);
    await ready?.(page);
    if (reflow) {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > REFLOW_WIDTH) failures.push(`[${REFLOW_WIDTH} px] scrolls sideways: ${scrollWidth} px wide`);
    }
    for (const width of CHECK_WIDTHS) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
        await ready?.(page);
      }
      for (const line of await allViolations(page, options)) failures.push(`[${width} px, ${scheme}] ${line}`);
    }
  }
  expect(failures, `accessibility and reflow of ${path}`).toEqual([]);
}

export const test = base.extend<{
  axe: (page: Page, options?: AxeOptions) => Promise<void>;
  pageErrorGuard: void;
  closeProviderDbs: void;
}>({
  // A page that is ready when `goto` and `reload` return, as a visitor sees it: hydrated.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            // A test that holds the app's scripts back gets the page as the server sent it.
            await hydrated(page, 10_000).catch(() => {});
            return response;
          },
        });
      }
    }
    await provide(page);
  },

  // Playwright reads the fixtures a fixture needs from this pattern; axe needs none.
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, provide) => {
    await provide(async (page, options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
      if (options.include) builder = builder.include(options.include);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const blocking = violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n` +
            violation.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
        );
      expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
    });
  },

  // Every page of the test's context counts, popups included; the test fails after it ran.
  pageErrorGuard: [
    async ({ context }, provide) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`${webError.page()?.url() ?? 'page'}: ${error.stack ?? error.message}`);
      });
      await provide();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],

  closeProviderDbs: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await provide();
      for (const db of openDatabases) if (db.isOpen) db.close();
      openDatabases.clear();
    },
    { auto: true },
  ],
});

/** The marketing, offering and legal pages, each with the document title it must set for itself. */
export const MARKETING_PAGES: readonly [path: string, title: string][] = [
  ['/about/company-overview', 'Company Overview — ITBD'],
  ['/about/our-team', 'Our Team — ITBD'],
  ['/services', 'Services — ITBD'],
  ['/services/web-design-development', 'Web Design & Development — ITBD'],
  ['/services/digital-marketing', 'Digital Marketing — ITBD'],
  ['/services/app-development', 'Mobile App Development — ITBD'],
  ['/services/graphic-design', 'Graphic & UI/UX Design — ITBD'],
  ['/services/wordpress-website', 'WordPress Website Development — ITBD'],
  ['/project/e-commerce-website', 'E-commerce Website — ITBD'],
  ['/project/pharmacy-software', 'Pharmacy Software — ITBD'],
  ['/project/pos-management', 'POS Management — ITBD'],
  ['/project/erp-software', 'ERP Software — ITBD'],
  ['/project/courier-management', 'Courier Management — ITBD'],
  ['/project/tailor-management', 'Tailor Management — ITBD'],
  ['/project/publication-website', 'Publication Website — ITBD'],
  ['/industries/boi-ache', 'Boi Ache — Books — ITBD'],
  ['/industries/edu-poribar', 'Edu Poribar — Learning — ITBD'],
  ['/industries/bdcoda', 'BDCoda — Fintech — ITBD'],
  ['/industries/laptop-ache', 'Laptop Ache — Laptops — ITBD'],
  ['/industries/courier-ache', 'Courier Ache — Courier — ITBD'],
  ['/industries/kaz-ache', 'Kaz Ache — Freelance — ITBD'],
  ['/terms', 'Terms of Service — ITBD'],
  ['/privacy', 'Privacy Policy — ITBD'],
  ['/forgot-password', 'Forgot Password — ITBD'],
];

/** The offering pages: services, products and sister concerns. */
const OFFERING_PATHS = MARKETING_PAGES.map(([path]) => path).filter((path) => /^\/(?:services|project|sisterConcerns)\//.test(path));

/** Every public page whose address names no provider record: rendered on the server, listed in the sitemap. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/about/company-overview',
  '/about/our-team',
  '/services',
  ...OFFERING_PATHS,
  '/portfolio',
  '/blog',
  '/career',
  '/contact',
  '/affiliate',
  '/privacy',
  '/terms',
];
