import { sendContact } from '@contracts/contact/send-contact';
import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_FAILED, CONTACT_SENT } from '@/features/contact/contact-form';
import { MESSAGE, field, form, openContact } from '@/features/contact/contact-form-test-setup';
import { mapLinkUrl } from '@/features/contact/contact-map';
import { friendlyMessage } from '@/lib/form-errors';
import { activeSocialLinks } from '@/lib/site';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { preloadRouteChunks, renderRoute } from '@/test/render';

const settings = fixture(getWebsiteSettings).data;
describe('ContactPage', () => {
  preloadRouteChunks('/contact');

  it('shows the breadcrumb, the contact details as links and the social links', async () => {
    await openContact();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(breadcrumb).getByText('Contact Us')).toHaveAttribute('aria-current', 'page');

    const info = screen.getByRole('region', { name: 'Get in Touch' });
    expect(await within(info).findByRole('link', { name: settings.email1 })).toHaveAttribute('href', `mailto:${settings.email1}`);
    expect(within(info).getByRole('link', { name: settings.phone1 })).toHaveAttribute('href', `tel:${settings.phone1}`);
    expect(within(info).getByText(settings.address)).toBeInTheDocument();
    for (const link of activeSocialLinks()) {
      expect(within(info).getByRole('link', { name: `${link.label} (opens in a new tab)` })).toHaveAttribute('href', link.href);
    }
    expect(document.title).toBe('Contact Us — ITBD');
  });

  it('shows placeholders while the contact details load', async () => {
    replyNever(getWebsiteSettings);
    await openContact();

    expect(within(screen.getByRole('region', { name: 'Get in Touch' })).getByRole('status', { name: 'Loading contact details' })).toBeInTheDocument();
  });

  it('requires the name, a valid phone number and the message, but not the subject, in plain words', async () => {
    const requests = captureRequests(sendContact);
    const { fill, send } = await openContact();

    await send();
    expect(await within(form()).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your phone number')).toBeInTheDocument();
    expect(within(form()).getByText('Please write your message')).toBeInTheDocument();
    expect(within(form()).queryByText(/subject/i, { selector: '.mantine-InputWrapper-error' })).toBeNull();
    expect(field('name')).toHaveFocus();

    await fill({ phone: '12345' });
    await send();
    expect(await within(form()).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('names each field alone by its label: no heading or region around it shares the words', async () => {
    await openContact();
    for (const label of ['Name', 'Phone', 'Subject', 'Message']) {
      expect(screen.getAllByLabelText(label, { exact: false }), label).toHaveLength(1);
    }
  });

  it('takes the phone number as a numeric input and keeps only digits and a leading plus', async () => {
    const { user } = await openContact();

    const phone = field('phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('pattern');
    await user.type(phone, '+880 17-12ab345678');
    expect(phone).toHaveValue('+8801712345678');
  });

  it('moves focus to the first field in error, in the order the form shows them', async () => {
    const { fill, send } = await openContact();
    await fill({ name: MESSAGE.name });

    await send();

    await waitFor(() => expect(field('phone')).toHaveFocus());
  });

  it("clears the fields under a thank-you with the server's message and next steps, gone at the next submit", async () => {
    const requests = captureRequests(sendContact);
    const { fill, send } = await openContact();
    await fill();

    await send();

    const reply = fixture(sendContact);
    const status = await within(form()).findByRole('status');
    expect(status).toHaveTextContent(reply.message);
    expect(status).toHaveFocus();
    expect(within(status).getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/portfolio');
    expect(within(status).queryByRole('button')).toBeNull();
    expect(requests[0]!.json).toEqual(MESSAGE);
    for (const name of Object.keys(MESSAGE)) {
      const cleared = field(name as keyof typeof MESSAGE);
      expect(cleared).toHaveValue('');
      expect(status.compareDocumentPosition(cleared) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }

    replyNever(sendContact);
    await fill();
    await send();
    await waitFor(() => expect(within(form()).queryByRole('status')).toBeNull());
  });

  it(`says '${CONTACT_SENT}' when the server sends no message`, async () => {
    replyWith(sendContact, 200, { success: true });
    const { fill, send } = await openContact();
    await fill();

    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT);
  });

  it("shows 'Sending...' on a disabled button while the message is on its way", async () => {
    replyNever(sendContact);
    const { fill, send } = await openContact();
    await fill();

    await send();

    expect(await within(form()).findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows the server's error in red and keeps the fields", async () => {
    replyWith(sendContact, 500, { message: 'Mail server is down.' });
    const { fill, send } = await openContact();
    await fill();

    await send();

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Mail server is down.');
    expect(alert.getAttribute('style')).toMatch(/red/);
    for (const [name, value] of Object.entries(MESSAGE)) expect(field(name as keyof typeof MESSAGE)).toHaveValue(value);
  });

  it(`falls back to '${CONTACT_FAILED}' when no reply comes`, async () => {
    replyNetworkError(sendContact);
    const { fill, send } = await openContact();
    await fill();

    await send();

    expect(await within(form()).findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
    expect(field('message')).toHaveValue(MESSAGE.message);
  });

  it("puts the provider's 422 errors on their fields in plain words, once, and focuses the first", async () => {
    const reply = fixture(sendContact, 422);
    replyWith(sendContact, 422, reply);
    const { fill, send } = await openContact();
    await fill();

    await send();

    expect(await within(form()).findByText(friendlyMessage('name', reply.errors.name[0]))).toBeInTheDocument();
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('name')).toHaveFocus();
    expect(within(form()).getByText(reply.errors.phone[0])).toBeInTheDocument();
    expect(field('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).queryByRole('alert')).toBeNull();
  });
});

describe('ContactPage map', () => {
  const mapRegion = () => screen.getByRole('region', { name: 'Find Our Office' });

  it("frames Google's map of the settings' address from the start, with the Google Maps link", async () => {
    await renderRoute('/contact');
    await within(mapRegion()).findByText(settings.address);

    expect(within(mapRegion()).getByTitle(`Map of our office: ${settings.address}`).tagName).toBe('IFRAME');
    expect(within(mapRegion()).getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', mapLinkUrl(settings.address));
  });

  it('embeds the map URL from the settings when there is one', async () => {
    const embed = 'https://www.google.com/maps/embed?pb=itbd-office';
    replyWith(getWebsiteSettings, 200, { data: { ...fixture(getWebsiteSettings).data, map_embed_url: embed } });
    await renderRoute('/contact');
    await within(mapRegion()).findByText(settings.address);
    expect(within(mapRegion()).getByTitle(/Map of our office/)).toHaveAttribute('src', embed);
  });
});
