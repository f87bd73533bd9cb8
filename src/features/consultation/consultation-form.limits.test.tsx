import { sendConsultation } from '@contracts/consultation/send-consultation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsultationDialog } from '@/features/consultation/consultation-dialog';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { replyTooManyRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const REFUSAL = 'Too many requests from your network. Please try again in 1 hour.';
const REQUEST = { Name: 'Rafiq Islam', Phone: '01712345678', Message: 'An ERP for our factory.' };

/** Fills in a valid request inside `place` and sends it. */
async function sendRequest(place: HTMLElement, user: ReturnType<typeof renderWithProviders>['user']) {
  for (const [label, value] of Object.entries(REQUEST)) {
    const field = within(place).getByRole('textbox', { name: label });
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
  await user.click(within(place).getByRole('button', { name: 'Book Free Consultation' }));
}

/** SPEC §4: a failure is shown above the button, once, and what was typed stays. */
async function expectRefusalAboveTheButton(place: HTMLElement) {
  const alert = await within(place).findByRole('alert');
  expect(alert).toHaveTextContent(REFUSAL);
  const button = within(place).getByRole('button', { name: 'Book Free Consultation' });
  expect(alert.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(button).toBeEnabled();
  expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
  for (const [label, value] of Object.entries(REQUEST)) {
    const field = within(place).getByRole('textbox', { name: label });
    expect(field).toHaveValue(value);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
}

describe('ConsultationForm refused by the rate limit (429)', () => {
  it("inline: shows the provider's message once above the button and keeps the request", async () => {
    replyTooManyRequests(sendConsultation, REFUSAL);
    const { user, container } = renderWithProviders(<InlineConsultation />);

    await sendRequest(container, user);

    await expectRefusalAboveTheButton(container);
  });

  it("in the dialog: stays open with the provider's message once above the button and the request kept", async () => {
    replyTooManyRequests(sendConsultation, REFUSAL);
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ConsultationDialog opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Free Consultation' });

    await sendRequest(dialog, user);

    await expectRefusalAboveTheButton(dialog);
    expect(screen.getByRole('dialog', { name: 'Book Your Free Consultation' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
