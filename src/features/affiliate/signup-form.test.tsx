import { register } from '@contracts/affiliate/register';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { toasts } from '@/test/toasts';
import { SIGNUP_MESSAGES } from './signup-form';

const SIGNUP = {
  name: 'Sadia Islam',
  email: 'sadia@example.com',
  phone: '01711000000',
  password: 'long-enough-1',
  password_confirmation: 'long-enough-1',
  affiliateid: 'sadia-reviews',
};

const LABELS: Record<keyof typeof SIGNUP, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  password_confirmation: 'Confirm password',
  affiliateid: 'Affiliate ID',
};

async function openSignup() {
  const view = await renderRoute('/affiliate-signup');
  const form = await screen.findByRole('form', { name: 'Affiliate signup' });
  const field = (name: keyof typeof SIGNUP) => within(form).getByRole('textbox', { name: LABELS[name] });
  const passwordField = (name: 'password' | 'password_confirmation') =>
    within(form).getByLabelText(new RegExp(`^${LABELS[name]}`), { selector: 'input' });
  const input = (name: keyof typeof SIGNUP) =>
    name === 'password' || name === 'password_confirmation' ? passwordField(name) : field(name);
  const fill = async (values: Partial<typeof SIGNUP> = SIGNUP) => {
    for (const [name, value] of Object.entries(values)) {
      await view.user.click(input(name as keyof typeof SIGNUP));
      await view.user.paste(value);
    }
  };
  const submit = () => view.user.click(within(form).getByRole('button', { name: 'Sign Up' }));
  return { ...view, form, input, fill, submit };
}

describe('SignupForm', () => {
  it('requires all six fields before calling the provider', async () => {
    const requests = captureRequests(register);
    const { form, submit, input } = await openSignup();
    for (const name of Object.keys(SIGNUP) as (keyof typeof SIGNUP)[]) expect(input(name)).toBeRequired();

    await submit();

    for (const message of [
      'Please enter your name',
      'Please enter your email address',
      'Please enter your phone number',
      'Please enter your password',
      'Please enter your password again',
      'Please enter your affiliate ID',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
  });

  it('focuses the first field in error, so the visitor starts there', async () => {
    const { fill, submit, input } = await openSignup();
    const { email: _email, ...withoutEmail } = SIGNUP;

    await fill({ ...withoutEmail, phone: 'not a phone!!' });
    await submit();

    expect(input('email')).toHaveAccessibleDescription(expect.stringContaining('Please enter your email address'));
    expect(input('email')).toHaveFocus();
  });

  it('checks the password length, the confirmation and the affiliate id on the client', async () => {
    const { form, fill, submit } = await openSignup();

    await fill({ ...SIGNUP, password: 'short', password_confirmation: 'different', affiliateid: 'not valid!' });
    await submit();

    expect(await within(form).findByText('The password field must be at least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByText('The password field confirmation does not match.')).toBeInTheDocument();
    expect(within(form).getByText('The affiliateid field must only contain letters, numbers and dashes.')).toBeInTheDocument();
  });

  it.each(['password123', 'test1234', 'Password123!', 'secret123'])(
    'sends the common password %s: the provider decides the password rules (SPEC §5)',
    async (password) => {
      const requests = captureRequests(register);
      const { fill, submit } = await openSignup();

      await fill({ ...SIGNUP, password, password_confirmation: password });
      await submit();

      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]!.json).toMatchObject({ password, password_confirmation: password });
    },
  );

  it('checks the phone with the same rule as the other forms', async () => {
    const requests = captureRequests(register);
    const { form, fill, submit } = await openSignup();

    await fill({ ...SIGNUP, phone: 'not a phone!!' });
    await submit();

    expect(await within(form).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the provider's 429 message where the form shows its errors", async () => {
    const message = 'Too many requests from your network. Please try again in 1 hour.';
    replyWith(register, 429, { message });
    const { fill, submit, form } = await openSignup();

    await fill();
    await submit();

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(toasts()).toContain(message));
  });

  it('registers: sends the six fields, toasts and goes on to the login page', async () => {
    const requests = captureRequests(register);
    const { fill, submit, router } = await openSignup();

    await fill();
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    expect(requests[0]?.json).toEqual(SIGNUP);
    await waitFor(() => expect(toasts()).toContain(SIGNUP_MESSAGES.success));
  });

  it("puts the provider's 422 errors on their fields and keeps what was typed", async () => {
    replyWith(register, 422);
    const reply = fixture(register, 422);
    const { fill, submit, form, input } = await openSignup();

    await fill();
    await submit();

    await waitFor(() => expect(input('email')).toHaveAccessibleDescription(reply.errors.email[0]));
    expect(input('affiliateid')).toHaveAccessibleDescription(expect.stringContaining(reply.errors.affiliateid[0]));
    expect(within(form).getByText(reply.errors.password_confirmation[0])).toBeInTheDocument();
    await waitFor(() => expect(input('email')).toHaveFocus());
    // The fields carry the errors; the provider's message is the toast, not a second copy above them.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain(reply.message));
    expect(input('name')).toHaveValue(SIGNUP.name);
    expect(input('email')).toHaveValue(SIGNUP.email);
  });

  it("shows the provider's refusal of a common password at the password field", async () => {
    const reply = fixture(register, 422, 'common-password');
    replyWith(register, 422, reply);
    const { fill, submit, input } = await openSignup();

    await fill({ ...SIGNUP, password: 'password123', password_confirmation: 'password123' });
    await submit();

    await waitFor(() => expect(input('password')).toHaveAccessibleDescription(expect.stringContaining(reply.errors.password[0])));
    await waitFor(() => expect(input('password')).toHaveFocus());
  });

  it("falls back to 'Registration failed. Please try again.' without a message", async () => {
    replyNetworkError(register);
    const { fill, submit, form, router } = await openSignup();

    await fill();
    await submit();

    expect(await within(form).findByRole('alert')).toHaveTextContent(SIGNUP_MESSAGES.failed);
    await waitFor(() => expect(toasts()).toContain(SIGNUP_MESSAGES.failed));
    expect(router.state.location.pathname).toBe('/affiliate-signup');
  });

  it("shows 'Loading...' on the button while the call is out", async () => {
    replyNever(register);
    const { fill, submit, form } = await openSignup();

    await fill();
    await submit();

    expect(await within(form).findByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it("links to the terms and the privacy policy, and has a 'Log In' button to the login page (SPEC §2)", async () => {
    const { form, user, router } = await openSignup();

    expect(within(form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(form).queryByRole('link', { name: 'Log In' })).toBeNull();
    const logIn = within(form).getByRole('button', { name: 'Log In' });
    expect(logIn).toHaveAttribute('type', 'button');
    expect(within(form).getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('textbox', { name: 'Affiliate ID' })).toHaveAccessibleDescription(
      'Your public code: letters, numbers, dashes',
    );

    await user.click(logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
  });
});
