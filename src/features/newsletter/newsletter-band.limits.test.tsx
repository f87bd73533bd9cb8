import { subscribe } from '@contracts/newsletter/subscribe';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';
import { replyTooManyRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const REFUSAL = 'Too many requests from your network. Please try again in 1 hour.';

describe('NewsletterBand refused by the rate limit (429)', () => {
  it("shows the provider's message once under the form, keeps the address and does not blame the field", async () => {
    replyTooManyRequests(subscribe, REFUSAL);
    const { user } = renderWithProviders(<NewsletterBand />);
    const email = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    // SPEC §4, §8: the band's one message place, announced as a status.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(REFUSAL));
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(email).toHaveValue('reader@example.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText("You're Subscribed!")).not.toBeInTheDocument();
  });
});
