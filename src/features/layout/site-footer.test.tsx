import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FOOTER_DESCRIPTION_FALLBACK, FOOTER_FOLD_QUERY, copyrightFallback } from '@/features/layout/site-footer';
import { CATALOGUE, sisterConcernLink, pathOf } from '@/lib/catalogue';
import { activeSocialLinks } from '@/lib/site';
import { fixture } from '@/test/fixtures';
import { fakeMatchMedia } from '@/test/media';
import { replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

const footer = () => screen.getByRole('contentinfo');
const settings = fixture(getWebsiteSettings).data;

describe('SiteFooter', () => {
  it('shows the contact details, description and copyright from the settings', async () => {
    await renderRoute('/terms');
    const inFooter = within(footer());
    expect(await inFooter.findByText(settings.footer_description)).toBeInTheDocument();
    expect(inFooter.getByText(settings.copyright_text)).toBeInTheDocument();
    expect(inFooter.getByText(settings.address)).toBeInTheDocument();
    expect(inFooter.getByRole('link', { name: settings.email1 })).toHaveAttribute('href', `mailto:${settings.email1}`);
    expect(inFooter.getByRole('link', { name: settings.phone1 })).toHaveAttribute('href', `tel:${settings.phone1}`);
    expect(inFooter.getByText(settings.office_time)).toBeInTheDocument();
  });

  it('lists each sister concern once, as a logo with its name, linking to its page', async () => {
    await renderRoute('/terms');
    const concerns = within(screen.getByRole('navigation', { name: 'Sister Concerns' }));
    expect(concerns.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      CATALOGUE.sisterConcerns.map((entry) => [entry.name, pathOf(sisterConcernLink(entry))]),
    );
    for (const entry of CATALOGUE.sisterConcerns) {
      expect(within(footer()).getAllByRole('link', { name: entry.name })).toHaveLength(1);
    }
  });

  it('folds the link groups on phones, each under a heading that opens it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query === FOOTER_FOLD_QUERY));
    const { user } = await renderRoute('/terms');
    const services = screen.getByRole('navigation', { name: 'Our Services' });
    const group = services.querySelector('details')!;
    expect(group).not.toHaveAttribute('open');
    await user.click(within(services).getByRole('heading', { name: 'Our Services' }));
    expect(group).toHaveAttribute('open');
    // Phone and email stay one tap away, outside the folds.
    expect(await within(footer()).findByRole('link', { name: settings.phone1 })).toBeVisible();
  });

  it('has the quick links of the spec, the old service links and the legal pages', async () => {
    await renderRoute('/terms');
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Affiliate Join', '/affiliate'],
    ]);
    const services = within(screen.getByRole('navigation', { name: 'Our Services' }));
    for (const href of ['/services/web-development', '/services/mobile-apps', '/services/ui-ux-design']) {
      expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(href);
    }
    expect(within(footer()).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer()).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('reaches every product and sister-concern page', async () => {
    await renderRoute('/terms');
    expect(within(screen.getByRole('navigation', { name: 'Products' })).getAllByRole('link')).toHaveLength(7);
    expect(within(screen.getByRole('navigation', { name: 'Sister Concerns' })).getAllByRole('link')).toHaveLength(6);
  });

  it("shows the social links under a visible 'Follow Us' and never links to #", async () => {
    await renderRoute('/terms');
    await within(footer()).findByText(settings.footer_description);
    const followUs = within(footer()).getByRole('group', { name: 'Follow Us' });
    expect(within(footer()).getByText('Follow Us')).toBeVisible();
    for (const social of activeSocialLinks()) {
      const link = within(followUs).getByRole('link', { name: `${social.label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', social.href);
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    for (const link of within(footer()).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|https?:|mailto:|tel:)/);
    }
  });

  it('shows skeletons while the settings load', async () => {
    replyNever(getWebsiteSettings);
    await renderRoute('/terms');
    expect(screen.getByTestId('footer-description-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('footer-contact-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('footer-copyright-skeleton')).toBeInTheDocument();
    expect(within(footer()).queryByText(FOOTER_DESCRIPTION_FALLBACK)).not.toBeInTheDocument();
  });

  it('falls back to the default description and copyright when the settings fail', async () => {
    replyWith(getWebsiteSettings, 500, { message: 'Server Error' });
    await renderRoute('/terms');
    const inFooter = within(footer());
    expect(await inFooter.findByText(FOOTER_DESCRIPTION_FALLBACK)).toBeInTheDocument();
    expect(inFooter.getByText(copyrightFallback())).toBeInTheDocument();
    expect(inFooter.getByText(`© ${new Date().getFullYear()} ITBD. All rights reserved.`)).toBeInTheDocument();
    expect(inFooter.getByRole('link', { name: 'Contact us here' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTestId('footer-contact-skeleton')).not.toBeInTheDocument();
  });

  it('falls back when the settings have no description or copyright', async () => {
    replyWith(getWebsiteSettings, 200, fixture(getWebsiteSettings, 200, 'images-string'));
    await renderRoute('/terms');
    const inFooter = within(footer());
    expect(await inFooter.findByText(FOOTER_DESCRIPTION_FALLBACK)).toBeInTheDocument();
    expect(inFooter.getByText(copyrightFallback())).toBeInTheDocument();
  });
});
