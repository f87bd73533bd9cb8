import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS_GROUP } from '@/features/layout/nav-links';
import { CATALOGUE, sisterConcernLink, sisterConcernTitle, pathOf, productLink } from '@/lib/catalogue';
import { navGroup } from '@/test/nav-group';
import { renderRoute } from '@/test/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/**
 * A menu's trigger, found afresh each time: until the menu's code arrives a
 * stand-in trigger takes its place (see nav-menu.tsx), so the element changes.
 */
const trigger = (name: string) => within(mainNav()).getByRole('button', { name });

/** The list of links a dropdown's trigger controls (aria-controls), once it is open. */
async function dropdown(name: string) {
  return waitFor(() => {
    const id = trigger(name).getAttribute('aria-controls');
    const list = id ? document.getElementById(id) : null;
    if (!list) throw new Error(`The ${name} dropdown is not open`);
    expect(trigger(name)).toHaveAttribute('aria-expanded', 'true');
    return list;
  });
}

/** The dropdown is shut: its trigger says so and the navigation holds only its own list again. */
const closed = (name: string) =>
  waitFor(() => {
    expect(trigger(name)).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryAllByRole('list')).toHaveLength(1);
  });

describe('SiteHeader', () => {
  // The header's navigation shows from the theme's lg (1200 px); jsdom lays pages out 1024 px wide and
  // applies Mantine's breakpoint rules there, so these tests lift the rule as a 1280 px screen would.
  const wideScreen = document.createElement('style');
  wideScreen.textContent = ':root .mantine-visible-from-lg { display: block !important; }';
  beforeEach(() => void document.head.append(wideScreen));
  afterEach(() => wideScreen.remove());

  it('links every page of the header in the order of the spec and offers Get In Touch', async () => {
    await renderRoute('/terms');
    const nav = within(mainNav());
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Portfolio', 'Career', 'Blog', 'Contact']);
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['About', 'Services', 'Products', 'Sister Concerns']);
    expect(screen.getAllByRole('link', { name: 'Get In Touch' })[0]).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['Products', PRODUCTS_GROUP.links.map((link) => link.label), CATALOGUE.products.map((entry) => pathOf(productLink(entry)))],
    ['Sister Concerns', CATALOGUE.sisterConcerns.map(sisterConcernTitle), CATALOGUE.sisterConcerns.map((entry) => pathOf(sisterConcernLink(entry)))],
  ])('reaches every page of %s from the desktop menu, as the drawer does', async (name, labels, paths) => {
    const { user } = await renderRoute('/terms');
    await user.click(trigger(name));
    const items = within(await dropdown(name)).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(paths);
    expect(items.map((item) => item.textContent)).toEqual(labels);
  });

  it('opens a dropdown of links on hover and closes it when the pointer leaves', async () => {
    const { user } = await renderRoute('/terms');
    await user.hover(trigger('About'));
    const list = await dropdown('About');
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(navGroup('about').links.map((link) => link.label));
    // The pointer moves on over the trigger that replaced the stand-in, as a real mouse would.
    await user.hover(trigger('About'));
    await user.unhover(trigger('About'));
    await closed('About');
  });

  it('opens a dropdown on a tap or click and closes it on Escape and on a click outside', async () => {
    const { user } = await renderRoute('/terms');
    await user.click(trigger('Services'));
    const list = await dropdown('Services');
    expect(trigger('Services')).not.toHaveAttribute('aria-haspopup');
    expect(within(list).getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute('href', '/services/digital-marketing');
    // SPEC §2: the five service pages, and nothing else.
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    await user.keyboard('{Escape}');
    await closed('Services');
    await user.click(trigger('Services'));
    await dropdown('Services');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await closed('Services');
  });

  it('works from the keyboard: Enter opens, arrows move and wrap, Escape closes and focus returns to the trigger', async () => {
    const { user } = await renderRoute('/terms');
    trigger('Services').focus();
    await user.keyboard('{Enter}');
    const links = within(await dropdown('Services')).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(links[0]).toHaveFocus());
    expect(links[0]).toHaveTextContent(navGroup('services').links[0]!.label);
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await closed('Services');
    await waitFor(() => expect(trigger('Services')).toHaveFocus());
    await user.keyboard('{Enter}');
    await dropdown('Services');
    await user.keyboard('{Enter}');
    await closed('Services');
  });

  it('opens a dropdown with the down arrow on its trigger and focuses the first link, with the up arrow the last', async () => {
    const { user } = await renderRoute('/terms');
    trigger('About').focus();
    await user.keyboard('{ArrowDown}');
    const list = await dropdown('About');
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Company Overview' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await closed('About');
    await waitFor(() => expect(trigger('About')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    const reopened = await dropdown('About');
    await waitFor(() => expect(within(reopened).getByRole('link', { name: 'Our Team' })).toHaveFocus());
  });

  it('lets Tab go from the trigger through the links to the next header item, closing the dropdown behind it', async () => {
    const { user } = await renderRoute('/terms');
    trigger('About').focus();
    await user.keyboard('{Enter}');
    await dropdown('About');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Company Overview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveFocus();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Portfolio' })).toHaveFocus();
    await closed('About');
  });

  it('takes a Tab pressed before the opened list has rendered to its first link', async () => {
    const { user } = await renderRoute('/terms');
    trigger('About').focus();
    await user.keyboard('{Enter}');
    await dropdown('About');
    await user.keyboard('{Escape}');
    await closed('About');
    // Enter and Tab with no pause between: the list mounts a frame after opening, and the Tab comes first.
    await userEvent.setup({ delay: null }).keyboard('{Enter}{Tab}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Company Overview' })).toHaveFocus());
  });

  it('shows Our Team as a link to its page, closes and goes there when it is followed', async () => {
    const { user, router } = await renderRoute('/terms');
    await user.click(trigger('About'));
    const ourTeam = within(await dropdown('About')).getByRole('link', { name: 'Our Team' });
    await waitFor(() => expect(ourTeam).toBeVisible());
    expect(ourTeam).toHaveAttribute('href', '/about/our-team');
    await user.click(ourTeam);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about/our-team'));
    await closed('About');
  });

  it('marks the current page and its section with aria-current', async () => {
    const { user } = await renderRoute('/about/our-team');
    const nav = within(mainNav());
    const about = nav.getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(about);
    const list = await dropdown('About');
    expect(within(list).getByRole('link', { name: 'Our Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Company Overview' })).not.toHaveAttribute('aria-current');
  });

  it('marks a top-level link as current on its page', async () => {
    await renderRoute('/portfolio');
    expect(within(mainNav()).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark Home on other pages', async () => {
    await renderRoute('/terms');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has a skip link to the main content', async () => {
    await renderRoute('/terms');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(document.querySelector('main#main')).toBeInTheDocument();
  });
});

/**
 * jsdom lays pages out 1024 px wide, where the menu button is hidden by
 * Mantine's breakpoint classes; the drawer's own behaviour is what is tested.
 */
const menuButton = () => {
  const button = screen.getAllByRole('button', { hidden: true }).find((element) => element.getAttribute('aria-label') === 'Open menu');
  if (!button) throw new Error('No menu button');
  return button;
};

/** Opens the drawer on `path`; returns the drawer with the render's user and router. */
async function openDrawer(path: string) {
  const rendered = await renderRoute(path);
  await rendered.user.click(menuButton());
  return { ...rendered, drawer: await screen.findByRole('dialog') };
}

const drawerClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('MobileNav', () => {
  it('opens the drawer from the menu button with every link and group', async () => {
    const { user } = await renderRoute('/terms');
    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Portfolio', 'Career', 'Blog', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    for (const group of ['About', 'Services', 'Products', 'Sister Concerns']) {
      expect(within(nav).getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('expands a group and closes the drawer when a link is chosen', async () => {
    const { user, router, drawer } = await openDrawer('/terms');
    const products = within(drawer).getByRole('button', { name: 'Products' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.click(await within(drawer).findByRole('link', { name: 'Tailor Management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/tailor-management'));
    await drawerClosed();
  });

  // On the contact page no navigation follows, so only the button's own onClick can close the drawer.
  it('closes the drawer from Get In Touch even on the contact page', async () => {
    const { user, drawer } = await openDrawer('/contact');
    await user.click(within(drawer).getByRole('link', { name: 'Get In Touch' }));
    await drawerClosed();
  });

  it('collapses every group after a navigation', async () => {
    const { user, drawer: first } = await openDrawer('/terms');
    await user.click(within(first).getByRole('button', { name: 'About' }));
    await user.click(await within(first).findByRole('link', { name: 'Company Overview' }));
    await drawerClosed();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).getByRole('button', { name: 'About' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape', async () => {
    const { user } = await openDrawer('/terms');
    await user.keyboard('{Escape}');
    await drawerClosed();
  });
});
