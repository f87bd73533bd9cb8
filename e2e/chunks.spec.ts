/**
 * A missing piece of code stays local: a blocked lazy part offers a retry while the
 * page keeps working, scripts failing after the page has drawn leave the server's
 * page in place, and a route chunk or lazy part removed by a deploy reloads the page once.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * From now on, every script the page has not fetched yet (a lazy part, another page's
 * code) is answered by `answer`, whatever chunk the build put it in; the scripts it has
 * already fetched still load (a reload asks for them again). The page is let settle
 * first, so the parts that load by themselves after it is drawn (carousels) are in.
 */
async function failScriptsNotYetLoaded(page: Page, answer: (route: Route) => Promise<void>) {
  await page.waitForLoadState('networkidle');
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const loaded = new Set(fetched);
  await page.route('**/assets/*.js', (route) =>
    route.request().method() !== 'HEAD' && loaded.has(new URL(route.request().url()).pathname) ? route.continue() : answer(route),
  );
}

const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });

async function expectPageKept(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toHaveCount(0);
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
}

test.describe('Chunk failures', () => {
  test("a blocked menu's code leaves the page working and offers a retry that works once it is back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    let blocked = true;
    let refetched = false;
    await failScriptsNotYetLoaded(page, (route) => {
      if (blocked) return route.abort('failed');
      refetched = true;
      return route.continue();
    });
    await expectPageKept(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const failure = page.getByRole('alert').filter({ hasText: "Couldn't load the menu." });
    await expect(failure).toBeVisible();
    await expectPageKept(page);
    // The rest of the page still works: the chat button, a link in the page.
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

    blocked = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    // The retry fetched the code again rather than finding it somewhere already.
    expect(refetched).toBe(true);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('when every script fetched after the page has drawn fails, the page keeps its heading, text and header', async ({ page }) => {
    await page.goto('/');
    await expectPageKept(page);
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    // Scrolling reaches the lower sections, their carousels and images; the narrow menu opens a drawer.
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(100);
    }
    await expectPageKept(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't load the menu." })).toBeVisible();
    await expectPageKept(page);
  });

  test("a page's code removed by a deploy reloads the page once, then shows a message", async ({ page }) => {
    await page.goto('/');
    await failScriptsNotYetLoaded(page, (route) => (route.request().method() === 'HEAD' ? route.continue() : notFound(route)));
    let loads = 0;
    page.on('load', () => loads++);

    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This Page Could Not Be Loaded' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('a lazy part removed by a deploy reloads the page once, then offers its retry', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The deploy removed this build: asked whether its scripts are still there (a HEAD), the server says no.
    // (The reloaded page is the same build here, so its own requests for the scripts it had still succeed.)
    await failScriptsNotYetLoaded(page, notFound);
    let loads = 0;
    page.on('load', () => loads++);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await reloaded;
    await expectPageKept(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't load the menu." })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
  });
});
