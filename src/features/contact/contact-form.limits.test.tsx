import { sendContact } from '@contracts/contact/send-contact';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE, field, form, openContact } from '@/features/contact/contact-form-test-setup';
import { captureRequests, replyTooManyRequests } from '@/test/msw';
import { preloadRouteChunks } from '@/test/render';

const REFUSAL = 'Too many requests from your network. Please try again in 1 hour.';

async function sendMessage() {
  const view = await openContact();
  await view.fill();
  await view.send();
  return view;
}

describe('ContactForm refused by the rate limit (429)', () => {
  preloadRouteChunks('/contact');

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
