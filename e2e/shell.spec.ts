import { getWebsiteSettings } from '@contracts/settings/get-website-settings.ts';
import type { Page } from '@playwright/test';
import { dismissConsultationOffer, expect, saveColourScheme, scrolledToTop, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A header dropdown's list of links: it opens inside the navigation item of its trigger. */
const dropdown = (page: Page, name: string) =>
  mainNav(page).getByRole('listitem').filter({ has: page.getByRole('button', { name }) }).getByRole('list');

test.describe('Header menus on the desktop', () => {
  test.use({ viewport: DESKTOP });

  test('open on hover and close when the pointer leaves', async ({ page }) => {
    await page.goto('/terms');
    const about = mainNav(page).getByRole('button', { name: 'About' });
    await about.hover();
    const list = dropdown(page, 'About');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(['Company Overview', 'Our Team']);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    // The pointer travels down into the dropdown (the trigger's close delay lets it) and it stays open.
    await list.getByRole('link', { name: 'Our Team' }).hover();
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(list).toBeHidden();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('list ordinary links: Our Team is a link to its page', async ({ page }) => {
    await page.goto('/terms');
    const about = mainNav(page).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(about).not.toHaveAttribute('aria-haspopup');
    // aria-controls names the dropdown that holds the links.
    await expect(page.locator(`[id="${await about.getAttribute('aria-controls')}"]`).getByRole('link')).toHaveCount(2);
    const ourTeam = mainNav(page).getByRole('link', { name: 'Our Team' });
    await expect(ourTeam).toBeVisible();
    await expect(ourTeam).toHaveAttribute('href', '/about/our-team');
    await ourTeam.click();
    await expect(page).toHaveURL(/\/about\/our-team$/);
    await expect(dropdown(page, 'About')).toBeHidden();
  });

  test('open on click, go to the chosen page and close', async ({ page }) => {
    await page.goto('/terms');
    await mainNav(page).getByRole('button', { name: 'Services' }).click();
    const list = dropdown(page, 'Services');
    await expect(list.getByRole('link')).toHaveCount(5);
    await list.getByRole('link', { name: 'Digital Marketing' }).click();
    await expect(page).toHaveURL(/\/services\/digital-marketing$/);
    await expect(list).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Digital Marketing');
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  });

  test('work from the keyboard', async ({ page }) => {
    await page.goto('/terms');
    const about = mainNav(page).getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    const list = dropdown(page, 'About');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Company Overview' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Our Team' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Company Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(about).toBeFocused();
    // Space toggles it as Enter does.
    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    await page.keyboard.press('Space');
    await expect(list).toBeHidden();

    // Tab goes from the trigger through the links and on to the next header item.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Company Overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Our Team' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Portfolio' })).toBeFocused();
    await expect(list).toBeHidden();

    const services = mainNav(page).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowUp');
    const servicesList = dropdown(page, 'Services');
    await expect(servicesList.getByRole('link', { name: 'WordPress Website' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(servicesList.getByRole('link', { name: 'Web Design & Development' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/web-design-development$/);
    await expect(servicesList).toBeHidden();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`pass the accessibility check with a dropdown open in the ${scheme} scheme`, async ({ page, axe }) => {
      await saveColourScheme(page, scheme);
      await page.goto('/about/our-team');
      const about = mainNav(page).getByRole('button', { name: 'About' });
      await about.click();
      await expect(dropdown(page, 'About').getByRole('link', { name: 'Our Team' })).toHaveAttribute('aria-current', 'page');
      // Checked once its opening transition is over, in its final colours.
      await expect(page.locator(`[id="${await about.getAttribute('aria-controls')}"]`)).toHaveCSS('opacity', '1');
      await axe(page);
    });
  }

  test('reach every product and sister concern, as the drawer does, on one row at 1280 and 1200 px', async ({ page }) => {
    await page.goto('/terms');
    for (const [name, prefix, count] of [
      ['Products', '/project/', 7],
      ['Sister Concerns', '/industries/', 6],
    ] as const) {
      const trigger = mainNav(page).getByRole('button', { name });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const list = dropdown(page, name);
      const items = list.getByRole('link');
      await expect(items).toHaveCount(count);
      await expect(items.first()).toBeFocused();
      for (const href of await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${prefix}[a-z-]+$`));
      }
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
    await mainNav(page).getByRole('button', { name: 'Sister Concerns' }).click();
    await dropdown(page, 'Sister Concerns').getByRole('link', { name: /Kaz Ache/ }).click();
    await expect(page).toHaveURL(/\/industries\/kaz-ache$/);
    await expect(mainNav(page).getByRole('button', { name: 'Sister Concerns' })).toHaveAttribute('aria-current', 'true');
    // Closed for good, though the pointer still rests where the link was (it used to open the menu again),
    // so only the navigation's own items are measured below.
    await expect(dropdown(page, 'Sister Concerns')).toBeHidden();

    // The header's bar holds the whole menu on one row where it shows (the theme's lg, 1200 px); narrower screens use the drawer.
    for (const width of [1280, 1200]) {
      await page.setViewportSize({ width, height: 800 });
      const heights = await mainNav(page).getByRole('listitem').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const nav = await mainNav(page).boundingBox();
      const getInTouch = await page.getByRole('banner').getByRole('link', { name: 'Get In Touch' }).boundingBox();
      expect(nav!.x + nav!.width).toBeLessThanOrEqual(getInTouch!.x);
    }
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100);
  });

  test('applies a saved dark scheme before the app code runs, so there is no light flash', async ({ page }) => {
    await saveColourScheme(page, 'dark');
    // Only the page's own inline script may run: the app's modules are held back.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('offers a skip link to the main content first', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('shows the contact bar on wide screens', async ({ page, request }) => {
    const { email1 } = (await (await request.get(getWebsiteSettings.path)).json()).data;
    await page.goto('/terms');
    await expect(page.getByRole('banner').getByRole('link', { name: email1 })).toBeVisible();
  });
});

test.describe('A link to the page already shown', () => {
  const scrolledDown = async (page: Page) => {
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  };

  test('scrolls it to the top, as navigation does (SPEC §2): the logo on the home page, Blog in the footer on /blog', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await dismissConsultationOffer(page);
    await page.goto('/');
    await scrolledDown(page);
    await page.getByRole('link', { name: 'ITBD home' }).click();
    await scrolledToTop(page);

    await page.goto('/blog');
    await scrolledDown(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await scrolledToTop(page);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('on a phone, closes the drawer and scrolls to the top', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact');
    await scrolledDown(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(drawer).toBeHidden();
    await scrolledToTop(page);
  });
});

test.describe('The drawer on a phone', () => {
  test.use({ viewport: PHONE });

  test('opens from the menu button and closes on a backdrop click', async ({ page }) => {
    await page.goto('/terms');
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box!.width)).toBe(280);
    await page.mouse.click(40, 400);
    await expect(drawer).toBeHidden();
  });

  test('closes when a link is chosen and the page changes', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Sister Concerns' }).click();
    const link = drawer.getByRole('link', { name: 'Kaz Ache — Freelance' });
    // The group opens with an animation; a visitor clicks the link once it is shown, not while its
    // container still clips it (a click there lands on what is under it).
    await expect(link).toBeInViewport({ ratio: 1 });
    await link.click();
    await expect(page).toHaveURL(/\/industries\/kaz-ache$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kaz Ache');
  });

  test('closes on Escape and keeps focus inside while open', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let index = 0; index < 20; index += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('hides the contact bar and does not scroll sideways', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('banner').getByText('Sat - Thu', { exact: false })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('passes the accessibility check with the drawer open', async ({ page, axe }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(page);
  });
});

test.describe('Chat button', () => {
  test('opens WhatsApp with the settings number and the greeting in a new tab', async ({ page, request }) => {
    const { whatsapp_number } = (await (await request.get(getWebsiteSettings.path)).json()).data;
    await page.goto('/terms');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    const href = await chat.getAttribute('href');
    expect(href).toBe(`https://wa.me/${String(whatsapp_number).replace(/\D/g, '')}?text=Hello%2C%20I%20need%20assistance.`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await chat.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Chat with us on WhatsApp');
    // Escape hides it until the pointer leaves (WCAG 1.4.13).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('Footer', () => {
  test('every link of the footer leads to a real page', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Affiliate Join' })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href === '#' || href === '')).toEqual([]);
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    expect(internal).toEqual(expect.arrayContaining(['/', '/services', '/blog', '/contact', '/affiliate', '/services/web-development', '/services/mobile-apps', '/services/ui-ux-design']));
    for (const href of internal) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), href).toHaveCount(0);
    }
  });

  for (const width of [390, 768, 1024, 1280]) {
    test(`'Follow Us' and its links stay inside the brand column at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/terms');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Follow Us')).toBeVisible();
      const follow = (await footer.getByRole('group', { name: 'Follow Us' }).boundingBox())!;
      const contact = (await footer.getByRole('heading', { name: 'Contact Info' }).boundingBox())!;
      // Beside Contact Info the links must end before it (they wrap under the logo); stacked, within the screen.
      const sameRow = contact.y < follow.y + follow.height && contact.x > follow.x;
      expect(follow.x + follow.width).toBeLessThanOrEqual(sameRow ? contact.x : width);
    });
  }

  test('external links open in a new tab', async ({ page }) => {
    await page.goto('/terms');
    const external = page.getByRole('contentinfo').locator('a[href^="http"]');
    await expect(external.first()).toBeVisible();
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('Not-found page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows a way home and the main sections at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found — ITBD');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link')).toHaveCount(6);
      await axe(page);
    });
  }
});

test.describe('Fonts', () => {
  test('draw the taka sign in Noto Sans Bengali without downloading the whole Bengali font', async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto('/affiliate');
    await expect(page.getByText(/৳/).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const takaFaces = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.includes('Noto Sans Bengali')).map((face) => `${face.unicodeRange} ${face.status}`),
    );
    expect(takaFaces).toContain('U+9F3 loaded');
    expect(fontFiles.filter((file) => file.includes('bengali'))).toEqual([]);
  });
});
