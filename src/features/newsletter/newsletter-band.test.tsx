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

  it("says 'Subscribed successfully!' when the provider sends no message", async () => {
    replyWith(subscribe, 200, { success: true });
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Subscribed successfully!')).toBeInTheDocument();
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

  it("words Laravel's invalid-address message as a person would", async () => {
    replyWith(subscribe, 422, { message: 'Invalid.', errors: { email: ['The email field must be a valid email address.'] } });
    await subscribeWith('reader@');
    expect(await screen.findByText('Please enter a valid email address, like name@example.com')).toBeInTheDocument();
  });

  it("shows the provider's message when there is no email error", async () => {
    replyWith(subscribe, 429, { message: 'Too many attempts.' });
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
  });

  it("says 'Subscription failed.' when the provider says nothing", async () => {
    replyWith(subscribe, 500, {});
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Subscription failed.')).toBeInTheDocument();
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
