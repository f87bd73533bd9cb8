import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_MESSAGE, RESET_SUBJECT } from '@/features/marketing/forgot-password-page';
import { PRODUCT_PAGES } from '@/features/marketing/products-data';
import { sisterConcernEntry } from '@/lib/catalogue';
import { fixture } from '@/test/fixtures';
import { replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

beforeAll(() => {
  // jsdom has no document.fonts; the consultation form's autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
});

describe('service routes', () => {
  it.each([
    ['/services/web-development', '/services/web-design-development'],
    ['/services/mobile-apps', '/services/app-development'],
    ['/services/ui-ux-design', '/services/graphic-design'],
  ])('sends the old footer path %s to %s', async (from, to) => {
    const { router } = await renderRoute(from);
    expect(router.state.location.pathname).toBe(to);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('shows a service with stats, process steps, features and ways to /contact and /portfolio', async () => {
    await renderRoute('/services/digital-marketing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital Marketing That Brings Customers, Not Just Clicks' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Digital Marketing — ITBD'));
    expect(within(screen.getByRole('region', { name: 'A Clear Process From First Call to Launch' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByRole('link', { name: 'Contact Now' })).toHaveAttribute('href', '/contact');
  });

  it.each(['/services/no-such-service', '/project/no-such-product', '/industries/no-such-concern'])('answers %s with the not-found page', async (url) => {
    await renderRoute(url);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('leads its breadcrumb from Home through Services to the page itself', async () => {
    await renderRoute('/services/digital-marketing');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(breadcrumb).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Services', 'Digital Marketing']);
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(items[2]!).getByText('Digital Marketing')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/project/pos-management', ['Home', 'Products', 'POS Management'], '/services#products-list'],
    ['/industries/boi-ache', ['Home', 'Sister Concerns', 'Boi Ache'], '/services#sister-concerns-list'],
  ])('leads the breadcrumb of %s through its group to where /services lists it', async (url, trail, groupHref) => {
    await renderRoute(url);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(trail);
    expect(within(breadcrumb).getByRole('link', { name: trail[1] })).toHaveAttribute('href', groupHref);
  });

  it('lists every service, product and sister concern on /services', async () => {
    await renderRoute('/services');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Services' })).getAllByRole('link')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'Ready-made Business Software' })).getAllByRole('link')).toHaveLength(7);
    expect(within(screen.getByRole('region', { name: 'Businesses We Run Ourselves' })).getAllByRole('link')).toHaveLength(6);
  });
});

describe('product pages', () => {
  it('shows tailor management with three feature cards, eight key benefits and Schedule Demo', async () => {
    await renderRoute('/project/tailor-management');
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT_PAGES['tailor-management'].headline })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: PRODUCT_PAGES['tailor-management'].featuresTitle });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const benefits = screen.getByRole('region', { name: 'Key Benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(8);
    // The spec's 'Schedule Demo' names one button; the closing banner's is 'Book Your Demo'.
    expect(screen.getByRole('button', { name: 'Schedule Demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Your Demo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PRODUCT_PAGES['tailor-management'].mockupLabel })).toBeInTheDocument();
  });

  it('shows the publication website with six services, three featured projects and links to /contact', async () => {
    await renderRoute('/project/publication-website');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Publication Services' })).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const projects = screen.getByRole('region', { name: 'Publications We Have Built' });
    expect(within(projects).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const link of within(projects).getAllByRole('link')) expect(link).toHaveAttribute('href', '/contact');
  });
});

describe('sisterConcern pages', () => {
  it.each([
    ['/industries/bdcoda', ['100+', '500+', '10+']],
    ['/industries/kaz-ache', ['1000+', '98%', '10+', '1.2k+ jobs', '800+ jobs', '500+ jobs', '300+ jobs']],
    ['/industries/edu-poribar', ['5K+', '100+', '98%', '50,000+']],
    ['/industries/boi-ache', ['10K+', '50K+']],
    ['/industries/laptop-ache', ['4.9', '4.8']],
    ['/industries/courier-ache', ['Same-day', '2-3 days']],
  ])('shows the figures of %s', async (url, figures) => {
    await renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const figure of figures) expect(screen.getAllByText(figure).length).toBeGreaterThan(0);
  });

  it('links out to the sister site in a new tab', async () => {
    await renderRoute('/industries/boi-ache');
    const links = await screen.findAllByRole('link', { name: /Visit boiache\.com/ });
    for (const link of links) {
      expect(link).toHaveAttribute('href', sisterConcernEntry('boi-ache').site);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  it('offers Start Hiring, Become a Freelancer and the four category cards on the freelance page', async () => {
    await renderRoute('/industries/kaz-ache');
    expect(await screen.findByRole('link', { name: /Start Hiring/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Become a Freelancer/ })).toHaveAttribute('rel', 'noopener');
    const categories = screen.getByRole('region', { name: 'Popular Categories' });
    expect(within(categories).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Development',
      'Design',
      'Writing',
      'Photography',
    ]);
  });
});

describe('legal and support pages', () => {
  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s has its own heading, title and contents', async (url, title) => {
    await renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} — ITBD`));
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('/privacy says, form by form, what is collected and why', async () => {
    await renderRoute('/privacy');
    const section = await screen.findByRole('region', { name: 'What We Collect Through Our Forms' });
    const forms = within(section).getAllByRole('term').map((term) => term.textContent);
    expect(forms).toEqual(['Contact form', 'Consultation request', 'Newsletter', 'Job application', 'Affiliate account']);
    const newsletter = within(section).getByText('Newsletter').parentElement!;
    expect(within(newsletter).getAllByRole('definition').map((entry) => entry.textContent)).toEqual([
      'We collect Email address',
      'Why To send you our newsletter',
    ]);
  });

  it('offers the support routes on /forgot-password, prefilled', async () => {
    const settings = fixture(getWebsiteSettings).data;
    await renderRoute('/forgot-password');
    const email = await screen.findByRole('link', { name: `Email ${settings.email1}` });
    const mailto = new URL(email.getAttribute('href')!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.searchParams.get('subject')).toBe(RESET_SUBJECT);
    const whatsapp = screen.getByRole('link', { name: /Message Us on WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(RESET_MESSAGE);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/affiliate-login');
  });

  it('points to the contact page on /forgot-password when the settings fail', async () => {
    replyWith(getWebsiteSettings, 500, { message: 'Server Error' });
    await renderRoute('/forgot-password');
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});
