import { subscribe } from '@contracts/newsletter/subscribe';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });
const outcome = () => screen.getByRole('status');

async function subscribeWith(email: string) {
  const view = renderWithProviders(<NewsletterBand />);
  await view.user.type(emailField(), email);
  await view.user.click(subscribeButton());
  return view;
}

describe('NewsletterBand', () => {
  it('has a labelled email field, the 20,000+ claim and a Subscribe button disabled while empty', async () => {
    const { user } = renderWithProviders(<NewsletterBand />);
    expect(screen.getByRole('heading', { name: 'Stay Updated with Tech Trends' })).toBeInTheDocument();
    expect(screen.getByText(/20,000\+ IT professionals/)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('placeholder', 'Your email address');
    expect(subscribeButton()).toBeDisabled();
    await user.type(emailField(), '   ');
    expect(subscribeButton()).toBeDisabled();
    await user.type(emailField(), 'a');
    expect(subscribeButton()).toBeEnabled();
  });

  it("sends the address and thanks with the provider's message in a panel that takes focus, then clears the field", async () => {
    const requests = captureRequests(subscribe);
    await subscribeWith('reader@example.com');
    expect(await screen.findByText(fixture(subscribe).message)).toBeInTheDocument();
    expect(outcome()).toHaveTextContent("You're Subscribed!");
    expect(outcome()).toHaveFocus();
    expect(requests[0]!.json).toEqual({ email: 'reader@example.com' });
    expect(emailField()).toHaveValue('');
  });

  it('shows the first email error and keeps the address when the provider refuses it', async () => {
    replyWith(subscribe, 422, { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.', 'Second.'] } });
    await subscribeWith('taken@example.com');
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('taken@example.com');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(1);
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it.each([
    { when: 'the provider sends no message', status: 200, body: { success: true }, reads: 'Subscribed successfully!' },
    {
      // SPEC §5, §8: the first email error as the provider words it, even in Laravel's stock words that other forms reword.
      when: "the provider refuses the address in Laravel's words",
      status: 422,
      body: { message: 'Invalid.', errors: { email: ['The email field must be a valid email address.'] } },
      reads: 'The email field must be a valid email address.',
    },
    { when: 'the provider refuses with no email error', status: 429, body: { message: 'Too many attempts.' }, reads: 'Too many attempts.' },
    { when: 'the provider says nothing', status: 500, body: {}, reads: 'Subscription failed.' },
  ])("says '$reads' when $when", async ({ status, body, reads }) => {
    replyWith(subscribe, status, body);
    await subscribeWith('reader@example.com');
    expect(await screen.findByText(reads)).toBeInTheDocument();
  });

  it("says 'Network error. Please try again.' when no reply arrives", async () => {
    replyNetworkError(subscribe);
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('reader@example.com');
  });

  it('announces the outcome in a live region', async () => {
    await subscribeWith('reader@example.com');
    await waitFor(() => expect(outcome()).toHaveTextContent(fixture(subscribe).message));
  });

  it('clears the previous message at each submit', async () => {
    replyWith(subscribe, 422, fixture(subscribe, 422));
    const { user } = await subscribeWith('taken@example.com');
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    replyNever(subscribe);
    await user.click(subscribeButton());
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
    expect(outcome()).toHaveTextContent('');
  });
});
