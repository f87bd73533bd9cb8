import { expect, test } from './fixtures';

test.describe('Portfolio', () => {
  test('a category narrows the projects and is kept in the address', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page).toHaveTitle('Portfolio — ITBD');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();

    await page.getByRole('button', { name: 'Mobile App', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mobile App', exact: true, pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All', pressed: false })).toBeVisible();
    await expect(page).toHaveURL(/category=Mobile(\+|%20)App/);
    await expect.poll(() => cards.count()).toBeLessThan(total);
    for (const card of await cards.all()) await expect(card).toContainText('Mobile App');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Mobile App', exact: true, pressed: true })).toBeVisible();

    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => cards.count()).toBe(total);
  });

  test('a project opens in a dialog with a link to its website in a new tab', async ({ page }) => {
    await page.goto('/portfolio');
    const card = page.getByRole('article').filter({ hasText: 'ShopNest Marketplace' });
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText(String(new Date().getFullYear()))).toBeVisible();
    await card.getByRole('button', { name: 'View details of ShopNest Marketplace' }).click();
    const dialog = page.getByRole('dialog', { name: 'ShopNest Marketplace' });
    await expect(dialog).toBeVisible();
    const visit = dialog.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`passes the accessibility check at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      await page.goto('/portfolio');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await axe(page);
    });
  }
});
