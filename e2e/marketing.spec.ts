import { TESTIMONIALS } from '../server/seed/people.ts';
import { MARKETING_PAGES, expect, test } from './fixtures';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Marketing pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [path, title] of MARKETING_PAGES) {
      test(`${path} has its own heading and title and passes the accessibility check`, async ({ page, axe }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
        await expect(page).toHaveTitle(title);
        const description = await page.locator('meta[name="description"]').last().getAttribute('content');
        expect(description?.length).toBeGreaterThan(40);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await axe(page);
      });
    }
  });
}

test.describe('Old service paths', () => {
  for (const [from, to] of [
    ['/services/web-development', '/services/web-design-development'],
    ['/services/mobile-apps', '/services/app-development'],
    ['/services/ui-ux-design', '/services/graphic-design'],
  ] as const) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('Stat counters', () => {
  test('count up to the final figures when scrolled into view', async ({ page }) => {
    await page.goto('/industries/kaz-ache');
    const stats = page.getByRole('region', { name: 'A Marketplace That Works for Both Sides' });
    await stats.scrollIntoViewIfNeeded();
    for (const figure of ['1000+', '98%', '10+']) {
      // The figure is there twice: the visible count (hidden from screen readers) and the final text for them.
      await expect(stats.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText('1.2k+ jobs')).toBeVisible();
  });

  test('show the final figures at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/industries/edu-poribar');
    const stats = page.getByRole('region', { name: 'Learning That Works' });
    for (const figure of ['5K+', '100+', '98%', '50,000+']) {
      // The figure is there twice: the visible count (hidden from screen readers) and the final text for them.
      await expect(stats.getByText(figure, { exact: true }).first()).toBeVisible();
    }
  });
});

test.describe('Sister concerns', () => {
  test('link out to their own sites in a new tab', async ({ page }) => {
    await page.goto('/industries/bdcoda');
    const visit = page.getByRole('link', { name: 'Visit bdcoda.com (opens in a new tab)' }).first();
    await expect(visit).toHaveAttribute('href', 'https://bdcoda.com');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener');
  });

  test('the freelance page offers both audiences and the categories', async ({ page }) => {
    await page.goto('/industries/kaz-ache');
    await expect(page.getByRole('link', { name: 'Start Hiring (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a Freelancer (opens in a new tab)' })).toBeVisible();
    const categories = page.getByRole('region', { name: 'Popular Categories' });
    await expect(categories.getByRole('heading', { level: 3 })).toHaveText(['Development', 'Design', 'Writing', 'Photography']);
  });
});

test.describe('Service pages', () => {
  test("quote a client's testimonial, in the served HTML, a different client on sibling pages", async ({ page, request }) => {
    const quoted = new Set<string>();
    for (const path of ['/services/web-design-development', '/services/app-development', '/services/digital-marketing']) {
      const html = await (await request.get(path)).text();
      const servedQuote = /<blockquote><p>([^<]+)<\/p>/.exec(html)?.[1];
      const served = TESTIMONIALS.find((testimonial) => testimonial.description === servedQuote);
      expect(served, `${path} quotes a seeded client in its HTML`).toBeDefined();
      await page.goto(path);
      const band = page.getByRole('region', { name: 'What Our Clients Say' });
      await expect(band.getByRole('blockquote')).toHaveText(served!.description);
      await expect(band.locator('figcaption')).toContainText(served!.name);
      quoted.add(served!.name);
    }
    expect(quoted.size).toBeGreaterThan(1);
  });
});

test.describe('Products', () => {
  test('tailor management schedules a demo', async ({ page }) => {
    await page.goto('/project/tailor-management');
    await expect(page.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem')).toHaveCount(8);
    await page.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a Demo of Tailor Management' })).toBeVisible();
  });
});

test.describe('Team', () => {
  test("shows the sections of the team, a member without a photo as their initials in the site's font", async ({ page }) => {
    await page.goto('/about/our-team');
    const firstSection = page.getByRole('region', { name: 'Leadership' });
    await expect(firstSection.getByRole('heading', { level: 3, name: 'Mahmudul Hasan' })).toBeVisible();
    const portrait = firstSection.getByRole('img', { name: 'Mahmudul Hasan' });
    await expect(portrait).toHaveText('MH');
    await expect(portrait.getByText('MH')).toHaveCSS('font-family', /Plus Jakarta Sans/);
  });
});

test.describe('Forgot password', () => {
  test('offers email and WhatsApp support, prefilled', async ({ page }) => {
    await page.goto('/forgot-password');
    const email = page.getByRole('link', { name: /^Email / });
    await expect(email).toHaveAttribute('href', /^mailto:.+\?subject=Affiliate%20password%20reset/);
    await expect(page.getByRole('link', { name: 'Message Us on WhatsApp (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });
});
