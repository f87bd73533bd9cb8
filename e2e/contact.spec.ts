import { expect, openProviderDb, test } from './fixtures';

test.describe('Contact', () => {
  test('sends a message and clears the form', async ({ page, axe }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us — ITBD');
    const info = page.getByRole('region', { name: 'Get in Touch' });
    await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(info.getByRole('link', { name: /^\+?\d/ })).toHaveAttribute('href', /^tel:/);

    const form = page.getByRole('form', { name: 'Write to Us' });
    const subject = `Website for our bakery ${Date.now()}`;
    await form.getByLabel('Name').fill('Rahim Uddin');
    await form.getByLabel('Phone').fill('01712345678');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('We would like an online shop with bKash payments.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    // SPEC §4: the fields cleared under the green thank-you, ready for another message.
    const thanks = form.getByRole('status');
    await expect(thanks).toContainText('Thank you for contacting us');
    await expect(thanks).toBeFocused();
    for (const label of ['Name', 'Phone', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await axe(page, { include: 'form' });
    const row = openProviderDb().prepare('SELECT name, phone, message FROM contact_messages WHERE subject = ?').get(subject);
    expect(row).toEqual({ name: 'Rahim Uddin', phone: '01712345678', message: 'We would like an online shop with bKash payments.' });
  });

  test('marks the fields that are missing or wrong, readably, and keeps what was typed', async ({ page, axe }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Write to Us' });
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Phone')).toHaveValue('12345');
    await axe(page, { include: 'form', exclude: ['iframe'] });
  });

  test("arrives with Google's map embedded (SPEC §2 'embedded map'), which the browser loads as the visitor nears it", async ({ page, request }) => {
    const html = await (await request.get('/contact')).text();
    const frameTag = html.match(/<iframe[^>]+title="Map of our office: [^"]+"[^>]*>/)?.[0];
    expect(frameTag).toMatch(/src="https:\/\/maps\.google\.com\/maps\?/);
    expect(frameTag).toContain('loading="lazy"');
    // Google reachable, as for a visitor online; this test host is offline.
    await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }));
    await page.goto('/contact');
    const frame = page.locator('iframe[src*="google.com/maps"]');
    await expect(frame).toHaveAttribute('title', /^Map of our office: /);
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title^="Map of our office"]').getByText('Map')).toBeVisible();
  });

  test('offline, keeps the frame in its place with the address and the Google Maps link beside it, and logs no error of its own', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Google's host unreachable, as on this offline test host; the same whether or not the runner is online.
    let frameRequested!: () => void;
    const frameFailed = new Promise<void>((resolve) => (frameRequested = resolve));
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, async (route) => {
      await route.abort('internetdisconnected');
      frameRequested();
    });
    await page.goto('/contact');
    const map = page.getByRole('region', { name: 'Find Our Office' });
    const frame = map.locator('iframe[src*="google.com/maps"]');
    const before = await frame.boundingBox();
    await map.scrollIntoViewIfNeeded();
    await frameFailed;
    await expect(frame).toBeVisible();
    // Sized by its canvas: the frame does not move or change size as it loads, or fails to.
    expect(await frame.boundingBox()).toMatchObject({ width: before!.width, height: before!.height });
    await expect(map.getByText(/Banani/).first()).toBeVisible();
    await expect(map.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`passes the accessibility check at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      // Offline, as on this test host, whether or not the runner is online: the page settles the same way.
      await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.abort('internetdisconnected'));
      await page.goto('/contact');
      await expect(page.getByRole('region', { name: 'Get in Touch' }).getByRole('link', { name: /@/ })).toBeVisible();
      // Near the viewport the frame loads (here, offline, fails to): check the page it settles in.
      await page.getByRole('region', { name: 'Find Our Office' }).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Google's map, when it loads, is a third-party document.
      await axe(page, { exclude: ['iframe'] });
    });
  }
});
