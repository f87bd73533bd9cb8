/**
 * A missing piece of code stays local: a blocked lazy part offers a retry while the
 * page keeps working, scripts failing after the page has drawn leave the server's
 * page in place, and a route chunk removed by a deploy reloads the page once.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The browser build's manifest of the build under test (playwright.config.ts serves STATIC_DIR). */
function builtFile(source: string): string {
  const staticDir = resolve(import.meta.dirname, '..', process.env.STATIC_DIR ?? 'dist');
  const manifest = JSON.parse(readFileSync(join(staticDir, 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build's manifest`);
  return `/${file}`;
}

async function expectPageKept(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
}

test.describe('Chunk failures', () => {
  test("a blocked chat button chunk leaves the page working and offers a retry that works once it is back", async ({ page }) => {
    const chunk = builtFile('src/features/layout/chat-tooltip.tsx');
    let blocked = true;
    await page.route(`**${chunk}`, (route) => (blocked ? route.abort('failed') : route.continue()));

    await page.goto('/');
    await expectPageKept(page);
    const failure = page.getByRole('alert').filter({ hasText: "Couldn't load the chat button." });
    await expect(failure).toBeVisible();
    // The plain link still opens the chat.
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // The rest of the page still works: the header's colour scheme toggle, a link to another page.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    blocked = false;
    const loaded = page.waitForResponse((response) => response.url().endsWith(chunk) && response.ok());
    await failure.getByRole('button', { name: 'Retry' }).click();
    await loaded;
    await expect(failure).toHaveCount(0);
    // React swaps the link for the one with the tooltip a moment later: point at it afresh until then.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await chat.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Chat with us on WhatsApp', { timeout: 1000 });
    }).toPass();
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

  test('a route chunk removed by a deploy reloads the page once, then shows a message', async ({ page }) => {
    await page.goto('/');
    const chunk = builtFile('routes/blog/index.tsx?tsr-split=component');
    await page.route(`**${chunk}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => loads++);

    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
