import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A seeded post with a code block, a table, a figure and links: the richest HTML to check. */
const POST_SLUG = 'how-we-cut-page-load-time-by-70-percent';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test.describe('Blog', () => {
  test('reads a post from the listing', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog — ITBD');
    const latest = page.getByRole('region', { name: 'Latest Articles' });
    const link = latest.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await link.textContent())!.trim();

    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — ITBD`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('complementary', { name: 'Latest Articles' }).getByRole('listitem').first()).toBeVisible();
  });

  test("the latest articles are the provider's page, featured posts included", async ({ page, request }) => {
    const reply = (await (await request.get('/api/latest/posts?page=1')).json()) as { data: { data: { title: string }[] } };
    await page.goto('/blog');
    const titles = page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(reply.data.data.map((post) => post.title));
  });

  test('pages through the latest articles and comes back with the back button', async ({ page }) => {
    await page.goto('/blog');
    const latest = page.getByRole('region', { name: 'Latest Articles' });
    const titles = latest.getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    const firstPage = await titles.allTextContents();
    const pages = latest.getByRole('navigation', { name: 'Latest articles pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('link', { name: 'Page 2' }).click();

    await expect(page).toHaveURL(/\/blog\?page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(titles.first()).not.toHaveText(firstPage[0]!);
    const secondPage = await titles.allTextContents();
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

    // The page is in the URL: it opens as it was shared.
    await page.reload();
    await expect(titles).toHaveText(secondPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog(#latest-articles)?$/);
    await expect(titles).toHaveText(firstPage);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('shows a not-found state for an unknown post', async ({ page }) => {
    await page.goto('/blog/no-such-post-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      const noSideways = async (page: Page) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      test('/blog passes the accessibility check', async ({ page, axe }) => {
        await page.goto('/blog');
        await expect(page.getByRole('region', { name: 'Featured Posts' }).getByRole('article').first()).toBeVisible();
        await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').first()).toBeVisible();
        await noSideways(page);
        await axe(page);
      });

      test('a post passes the accessibility check', async ({ page, axe }) => {
        await page.goto(`/blog/${POST_SLUG}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Latest Articles' }).getByRole('listitem').first()).toBeVisible();
        await noSideways(page);
        await axe(page);
      });
    });
  }
});
