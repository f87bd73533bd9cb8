import type { Locator, Page } from '@playwright/test';
import { WRONG_CV_TYPE } from '@/lib/form-errors';
import { pdfBytes } from '../server/test-documents.ts';
import { PUBLIC_PAGES, checkEverySchemeAndWidth, dismissConsultationOffer, expect, saveColourScheme, test } from './fixtures';

/**
 * Issue 16 item 8: every public page, at 390 and 1280 px in both colour
 * schemes, is clean for axe at every impact, and nothing scrolls sideways at
 * 320 px. One test per page, looping the views, so a page's failures read together.
 */
const APPLY_PATH = '/career/apply-job/senior-laravel-developer';

const PAGES = [
  ...PUBLIC_PAGES,
  '/blog/how-we-cut-page-load-time-by-70-percent',
  '/career/job-description/senior-laravel-developer',
  APPLY_PATH,
  '/affiliate-signup',
  '/affiliate-login',
  '/forgot-password',
  '/no-such-page',
];

/** Entrances and transitions have finished: colours are measured as they end, not halfway. */
const animationsFinished = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );

/** The page has rendered its main heading and its entrances have finished. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await animationsFinished(page);
}

test.describe('Every page, every scheme and width', () => {
  test.beforeEach(async ({ page }) => {
    // The consultation offer is a dialog of its own, checked with the home page's journeys.
    await dismissConsultationOffer(page);
  });

  for (const path of PAGES) {
    test(`${path} passes axe at every impact at 390 and 1280 px in light and dark, and reflows at 320 px`, async ({ page }) => {
      test.setTimeout(120_000);
      // Google's map, when it loads, is a third-party document.
      await checkEverySchemeAndWidth(page, path, { ready, exclude: path === '/contact' ? ['iframe'] : [] });
    });
  }
});

/** A file of this type held over the drop area, as the browser reports a drag from the desktop. */
async function dragOver(dropzone: Locator, type: string) {
  const dataTransfer = await dropzone.page().evaluateHandle((fileType) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['resume'], 'resume', { type: fileType }));
    return transfer;
  }, type);
  await dropzone.dispatchEvent('dragenter', { dataTransfer });
}

test.describe("The job application's resume box", () => {
  test.beforeEach(async ({ page }) => {
    await dismissConsultationOffer(page);
  });

  test('with a file chosen, passes axe at every impact at 390 and 1280 px in light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await checkEverySchemeAndWidth(page, APPLY_PATH, {
      ready: async (page) => {
        await ready(page);
        const form = page.getByRole('form', { name: 'Your Application' });
        // Choosing the same file again after a resize leaves the same state.
        await form.getByLabel('Resume file').setInputFiles({ name: 'nusrat-jahan-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
        await expect(form.getByRole('status').filter({ hasText: 'File uploaded successfully!' })).toBeVisible();
      },
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`passes axe in the ${scheme} scheme while hovered, while a file is dragged over it and once a file was refused`, async ({ page, axe }) => {
      await saveColourScheme(page, scheme);
      await page.goto(APPLY_PATH);
      await ready(page);
      const form = page.getByRole('form', { name: 'Your Application' });
      // The drop area has no role of its own: Mantine's class names it.
      const dropzone = form.locator('.mantine-Dropzone-root');
      const checkForm = async () => {
        await animationsFinished(page);
        await axe(page, { include: 'form' });
      };

      await dropzone.hover();
      await checkForm();
      await dragOver(dropzone, 'application/pdf');
      await expect(dropzone).toHaveAttribute('data-accept');
      await checkForm();
      await dropzone.dispatchEvent('dragleave');
      await dragOver(dropzone, 'image/png');
      await expect(dropzone).toHaveAttribute('data-reject');
      await checkForm();
      await dropzone.dispatchEvent('dragleave');

      await form.getByLabel('Resume file').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from('png') });
      await expect(form.getByText(WRONG_CV_TYPE)).toBeVisible();
      await checkForm();
    });
  }
});

test.describe('Reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the home page plays no video and runs no endless animation', async ({ page }) => {
    await dismissConsultationOffer(page);
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
