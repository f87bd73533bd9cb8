/**
 * Forms the browser takes over after the rest of their page (deferred parts,
 * src/components/deferred.tsx): what a visitor typed into the server's HTML before
 * then is still there once the form works, and is what gets sent.
 */
import type { Page } from '@playwright/test';
import { dismissConsultationOffer, expect, openProviderDb, test, uniqueEmail } from './fixtures';

/**
 * Opens `path` with the part's chunk (named after its module) held back until `typing`
 * is done, as on a slow connection; resolves once the page, that part included, is hydrated.
 */
async function typeBeforeHydration(page: Page, path: string, chunk: string, typing: () => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  // The fixture's goto returns once every control is React's: not before the chunk arrives.
  const loaded = page.goto(path);
  await expect.poll(() => requested).toBe(true);
  await typing();
  release();
  await loaded;
}

test.describe('Forms taken over after the page', () => {
  test("a service page's consultation form keeps and sends what was typed before it was taken over", async ({ page }) => {
    const message = `A clinic booking site ${Date.now()}`;
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Book Free Consultation' }) });
    await typeBeforeHydration(page, '/services/web-design-development', 'inline-consultation', async () => {
      await form.getByLabel('Name').fill('Nadia Rahman');
      await form.getByLabel('Message').fill(message);
    });
    await expect(form.getByLabel('Name')).toHaveValue('Nadia Rahman');
    // Typed once the form works, beside what was typed before.
    await form.getByLabel('Phone').fill('+8801712345678');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByText("We've received your request and will contact you soon.")).toBeVisible();
    const row = openProviderDb().prepare('SELECT name, phone FROM consultations WHERE message = ?').get(message);
    expect(row).toEqual({ name: 'Nadia Rahman', phone: '+8801712345678' });
  });

  test('the newsletter band keeps and subscribes an address typed before it was taken over', async ({ page }) => {
    await dismissConsultationOffer(page);
    const email = uniqueEmail('early');
    const band = page.getByRole('region', { name: 'Stay Updated with Tech Trends' });
    await typeBeforeHydration(page, '/blog', 'newsletter-band', async () => {
      await band.getByRole('textbox', { name: 'Email address' }).fill(email);
    });
    // The button, disabled while the field was empty, follows the address it was given.
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByRole('status')).toContainText('Thank you for subscribing to our newsletter!');
    expect(openProviderDb().prepare('SELECT email FROM subscriptions WHERE email = ?').get(email)).toEqual({ email });
  });

  test("a form whose code cannot load says so in the page's column, and comes with a retry", async ({ page }) => {
    let blocked = true;
    await page.route(/\/assets\/inline-consultation-[\w-]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/web-design-development');
    const failure = page.getByRole('alert').filter({ hasText: "Couldn't load the consultation form." });
    await expect(failure).toBeVisible();
    // Not against the screen's edge, where the band it stands in for would have started.
    expect((await failure.getByText("Couldn't load").boundingBox())!.x).toBeGreaterThanOrEqual(16);

    blocked = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Book Free Consultation' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
