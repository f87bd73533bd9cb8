import type { Page } from '@playwright/test';
import { PUBLIC_PAGES, checkEverySchemeAndWidth, expect, test } from './fixtures';

/**
 * Issue 16 item 8: every public page, at 390 and 1280 px in both colour
 * schemes, is clean for axe at every impact, and nothing scrolls sideways at
 * 320 px. One test per page, looping the views, so a page's failures read together.
 */
const PAGES = [
  ...PUBLIC_PAGES,
  '/blog/how-we-cut-page-load-time-by-70-percent',
  '/career/job-description/senior-laravel-developer',
  '/career/apply-job/senior-laravel-developer',
  '/affiliate-signup',
  '/affiliate-login',
  '/forgot-password',
  '/no-such-page',
];

/** The page has rendered its main heading; entrances have finished before colours are measured. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

test.describe('Every page, every scheme and width', () => {
  test.beforeEach(async ({ page }) => {
    // The consultation offer is a dialog of its own, checked with the home page's journeys.
    await page.addInitScript(() => localStorage.setItem('consultationModalLastClosed', String(Date.now())));
  });

  for (const path of PAGES) {
    test(`${path} passes axe at every impact at 390 and 1280 px in light and dark, and reflows at 320 px`, async ({ page }) => {
      test.setTimeout(120_000);
      // Google's map, when it loads, is a third-party document.
      await checkEverySchemeAndWidth(page, path, { ready, exclude: path === '/contact' ? ['iframe'] : [] });
    });
  }
});

test.describe('Reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the home page plays no video and runs no endless animation', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('consultationModalLastClosed', String(Date.now())));
    await page.goto('/');
    await ready(page);
    await expect(page.locator('video')).toHaveCount(0);
    const endless = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity).length,
    );
    expect(endless).toBe(0);
  });
});
