import { type Page } from '@playwright/test';
import { dismissConsultationOffer, expect, test } from './fixtures';

/** Issue 16's phone: an iPhone-sized first screen. */
const PHONE = { width: 390, height: 844 };

/** Pages whose hero is followed by sections of content. */
const PAGES = [
  '/',
  '/about/company-overview',
  '/about/our-team',
  '/blog',
  '/career',
  '/contact',
  '/portfolio',
  '/services',
  '/services/web-design-development',
  '/project/pos-management',
  '/industries/boi-ache',
  '/industries/kaz-ache',
];

/** Top of the first <section> after the one holding the page's h1, in page coordinates. */
function firstSectionAfterHero(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector('main h1')!.closest('section')!;
    const next = [...document.querySelectorAll('main section')].find(
      (section) => !hero.contains(section) && hero.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return next ? next.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
  });
}

test.describe('Mobile first screens', () => {
  test.use({ viewport: PHONE });

  for (const path of PAGES) {
    test(`${path}: the first section after the hero starts within the first screen at 390 px`, async ({ page }) => {
      await dismissConsultationOffer(page);
      await page.goto(path);
      expect(await firstSectionAfterHero(page)).toBeLessThan(PHONE.height);
    });
  }

  test("/career's open positions start within a screen and a half", async ({ page }) => {
    await page.goto('/career');
    const positions = page.getByRole('region', { name: 'Open Positions' });
    const top = await positions.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(PHONE.height * 1.5);
  });

  test('hero buttons span the width of a phone', async ({ page }) => {
    await page.goto('/about/company-overview');
    const hero = page.locator('main section').first();
    const heroBox = (await hero.locator('h1').boundingBox())!;
    for (const button of await hero.getByRole('link').filter({ hasNotText: 'Home' }).all()) {
      const box = (await button.boundingBox())!;
      if (box.height < 40) continue; // breadcrumb links
      expect(box.width).toBeGreaterThan(PHONE.width - 2 * heroBox.x - 2);
    }
  });
});

/** Issue 33: the inner pages' heroes are short, so a page's own content starts on a laptop's first screen. */
test.describe('Inner-page heroes at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/blog', '/portfolio', '/contact', '/career']) {
    test(`${path}: what follows the hero starts in the top 60% of the first screen`, async ({ page }) => {
      await dismissConsultationOffer(page);
      await page.goto(path);
      // The hero's next sibling on the page: a section, or the career page's figures, which overlap the hero's foot.
      const top = await page.evaluate(() => {
        let next = document.querySelector('main h1')!.closest('section')!.nextElementSibling;
        while (next && (next instanceof HTMLScriptElement || (next as HTMLElement).offsetHeight === 0)) next = next.nextElementSibling;
        return next ? next.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
      });
      expect(top).toBeLessThan(900 * 0.6);
      // Nothing that follows covers the hero's own buttons (the career page's figures overlap its foot).
      for (const action of await page.locator('main section').first().getByRole('link').filter({ hasNotText: 'Home' }).all()) {
        const box = (await action.boundingBox())!;
        if (box.height < 40) continue; // breadcrumb links
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height - 4] as const);
        expect(hit, `${await action.textContent()} is uncovered`).toBe(await action.textContent());
      }
    });
  }
});

test.describe('Footer', () => {
  test.use({ viewport: PHONE });

  test('is compact at 390 px: at most 900 px tall, sister concerns listed once', async ({ page, axe }) => {
    await page.goto('/affiliate-login');
    const footer = page.getByRole('contentinfo');
    // Folded once hydrated: the services are a tap away.
    await expect(footer.locator('details')).toHaveCount(3);
    await expect(footer.getByRole('link', { name: 'Mobile Apps' })).toBeHidden();
    const { height } = (await footer.boundingBox())!;
    // Below its last line the footer leaves room for the floating chat button (it took the place of a 24 px padding).
    const clearance = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-chat-clearance')));
    expect(clearance).toBeGreaterThan(0);
    expect(height - clearance + 24).toBeLessThanOrEqual(900);
    await expect(footer.getByRole('link', { name: 'Boi Ache' })).toHaveCount(1);
    await footer.getByRole('heading', { name: 'Our Services' }).click();
    await expect(footer.getByRole('link', { name: 'Mobile Apps' })).toBeVisible();
    await axe(page, { include: 'footer' });
  });

  test('every link is at least 24 px to tap, phone and email at least 44 px', async ({ page }) => {
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
    // The footer folds its groups once hydrated (a deferred part): open them after that, or the fold closes them again.
    await expect(footer.locator('details')).toHaveCount(3);
    for (const heading of await footer.locator('summary').all()) await heading.click();
    for (const link of await footer.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      const name = (await link.getAttribute('aria-label')) ?? (await link.textContent());
      expect.soft(Math.min(box.width, box.height), `${name} is ${box.width}×${box.height}`).toBeGreaterThanOrEqual(24);
    }
    for (const link of await footer.locator('a[href^="tel:"], a[href^="mailto:"]').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

/** Card grids in the page whose last row holds a single card while the first holds more. */
function loneLastRowCards(page: Page) {
  return page.evaluate(() => {
    const lone: string[] = [];
    for (const grid of document.querySelectorAll('main *')) {
      if (getComputedStyle(grid).display !== 'grid') continue;
      const cards = [...grid.children].filter((card): card is HTMLElement => card instanceof HTMLElement && card.offsetHeight > 40);
      if (cards.length < 3) continue;
      const rows = new Map<number, number>();
      // Layout positions, not painted ones: cards may still be sliding in.
      for (const card of cards) {
        const top = card.offsetTop;
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      if (counts.length > 1 && counts[0]! > 1 && counts.at(-1) === 1) lone.push(`${grid.tagName} with rows of ${counts.join(', ')}`);
    }
    return lone;
  });
}

const GRID_PAGES = ['/portfolio', '/blog', '/about/our-team', '/about/company-overview', '/services', '/project/publication-website', '/industries/boi-ache'];

for (const width of [1280, 768]) {
  test.describe(`Card grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('never leave one card alone on the last row', async ({ page }) => {
      await dismissConsultationOffer(page);
      for (const path of GRID_PAGES) {
        await page.goto(path);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        expect.soft(await loneLastRowCards(page), path).toEqual([]);
      }
    });
  });
}

for (const [width, perView] of [
  [390, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test.describe(`Services carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows ${perView} whole card${perView > 1 ? 's' : ''} with aligned buttons`, async ({ page }) => {
      await dismissConsultationOffer(page);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Services', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      // Autoplay stopped, one step on, then measured at rest.
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await carousel.getByRole('button', { name: 'Next service' }).click();
      const measure = () =>
        carousel.evaluate((region) => {
          const viewport = region.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!.getBoundingClientRect();
          return [...region.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
            const card = slide.firstElementChild!.getBoundingClientRect();
            const button = slide.querySelector('a')!.getBoundingClientRect();
            const inside = card.left >= viewport.left - 1 && card.right <= viewport.right + 1;
            const outside = card.right <= viewport.left + 1 || card.left >= viewport.right - 1;
            return { inside, outside, buttonTop: Math.round(button.top) };
          });
        });
      // The slide comes to rest a little after its nominal duration.
      let slides: Awaited<ReturnType<typeof measure>> = [];
      await expect
        .poll(async () => {
          slides = await measure();
          return slides.every((slide) => slide.inside || slide.outside);
        }, { timeout: 5_000 })
        .toBe(true);
      const shown = slides.filter((slide) => slide.inside);
      expect(shown).toHaveLength(perView);
      expect(new Set(shown.map((slide) => slide.buttonTop)).size).toBe(1);
    });
  });
}
