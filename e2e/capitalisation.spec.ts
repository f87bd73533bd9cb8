import { followsCapitalisationRule } from '@/test/title-case';
import { expect, test } from './fixtures';

/** One page of each kind, with the forms, the legal pages and the 404; the blog post and the job come from the seed. */
const PAGES = [
  '/',
  '/about/company-overview',
  '/about/our-team',
  '/services',
  '/services/graphic-design',
  '/project/tailor-management',
  '/project/publication-website',
  '/industries/kaz-ache',
  '/portfolio',
  '/blog',
  '/blog/how-we-cut-page-load-time-by-70-percent',
  '/career',
  '/career/job-description/digital-marketing-executive',
  '/career/apply-job/digital-marketing-executive',
  '/contact',
  '/affiliate',
  '/affiliate-login',
  '/affiliate-signup',
  '/privacy',
  '/forgot-password',
  '/no-such-page',
  '/blog/no-such-post',
  '/career/job-description/no-such-job',
];

test.describe('One capitalisation rule (issue 16 item 5)', () => {
  for (const path of PAGES) {
    test(`${path} writes its headings and buttons in Title Case`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      const texts = await page
        .locator('h1, h2, h3, h4, button, .mantine-Button-root, [data-button], [role="button"]')
        .evaluateAll((elements) =>
          elements
            // The provider's own HTML (a post, a job description) is its authors' writing.
            .filter((element) => !element.closest('[data-provider-html]'))
            .map((element) => {
              // What a sighted visitor reads: without the screen-reader suffixes such as ' (opens in a new tab)'.
              const copy = element.cloneNode(true) as Element;
              copy.querySelectorAll('.visually-hidden, .mantine-VisuallyHidden-root').forEach((hidden) => hidden.remove());
              return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
            })
            .filter((text) => /\p{L}/u.test(text)),
        );
      expect(texts.length).toBeGreaterThan(5);
      expect([...new Set(texts)].filter((text) => !followsCapitalisationRule(text))).toEqual([]);
    });
  }
});
