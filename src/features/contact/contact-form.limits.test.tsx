import { sendContact } from '@contracts/contact/send-contact';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import { captureRequests, replyTooManyRequests } from '@/test/msw';
import { renderRoute } from '@/test/render';

const REFUSAL = 'Too many requests from your network. Please try again in 1 hour.';
const MESSAGE = { name: 'Rahim Uddin', phone: '01712345678', subject: 'New website', message: 'We need a shop for our tailoring business.' };
const LABELS = { name: 'Name', phone: 'Phone', subject: 'Subject', message: 'Message' } as const;

const form = () => screen.getByRole('form', { name: 'Send us a message' });
const field = (name: keyof typeof MESSAGE) => within(form()).getByRole('textbox', { name: new RegExp(`^${LABELS[name]}`) });

async function sendMessage() {
  const view = await renderRoute('/contact');
  await screen.findByRole('form', { name: 'Send us a message' });
  for (const [name, value] of Object.entries(MESSAGE)) {
    await view.user.click(field(name as keyof typeof MESSAGE));
    await view.user.paste(value);
  }
  await view.user.click(within(form()).getByRole('button', { name: 'Send Message' }));
  return view;
}

describe('ContactForm refused by the rate limit (429)', () => {
  beforeAll(async () => {
    const router = createAppRouter();
    await router.loadRouteChunk(router.routesById['/contact']);
  });

  it("shows the provider's message once in the form's red message above the button and keeps what was typed", async () => {
    replyTooManyRequests(sendContact, REFUSAL);
    await sendMessage();

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(alert.compareDocumentPosition(within(form()).getByRole('button', { name: 'Send Message' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    for (const [name, value] of Object.entries(MESSAGE)) {
      expect(field(name as keyof typeof MESSAGE)).toHaveValue(value);
      expect(field(name as keyof typeof MESSAGE)).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(form()).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends again once the visitor tries later, and thanks them', async () => {
    replyTooManyRequests(sendContact, REFUSAL);
    const { user } = await sendMessage();
    await within(form()).findByRole('alert');

    const requests = captureRequests(sendContact);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(requests[0]?.json).toEqual(MESSAGE);
  });
});
