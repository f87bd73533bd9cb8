import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { login } from '@contracts/affiliate/login';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE } from '@/api/client';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { toasts } from '@/test/toasts';
import { LOGIN_MESSAGES } from './login-form';

const DEMO = { email: 'demo.affiliate@itbd.net', password: 'ItbdDemo2026' };

async function openLogin(url = '/affiliate-login') {
  const view = await renderRoute(url);
  const form = await screen.findByRole('form', { name: 'Affiliate login' });
  const submit = async ({ remember = false } = {}) => {
    await view.user.click(within(form).getByLabelText('Email', { exact: false }));
    await view.user.paste(DEMO.email);
    await view.user.click(within(form).getByLabelText('Password', { exact: false }));
    await view.user.paste(DEMO.password);
    if (remember) await view.user.click(within(form).getByRole('checkbox', { name: 'Remember me' }));
    await view.user.click(within(form).getByRole('button', { name: 'Log In' }));
  };
  return { ...view, form, submit };
}

/** One message per failure: the toast SPEC §8 names, not a second copy in the form. */
async function expectFailure(form: HTMLElement, message: string) {
  await waitFor(() => expect(toasts()).toContain(message));
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
}

describe('LoginForm', () => {
  it('requires the email and the password before calling the provider', async () => {
    const requests = captureRequests(login);
    const { form, user } = await openLogin();

    await user.click(within(form).getByRole('button', { name: 'Log In' }));

    expect(await within(form).findByText('Please enter your email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('logs in with Remember me: token in local storage, toast, on to the dashboard', async () => {
    const requests = captureRequests(login);
    const dashboardRequests = captureRequests(getDashboard);
    const transactionRequests = captureRequests(getTransactions);
    const { submit, router } = await openLogin();

    await submit({ remember: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'));
    // 'Remember me' goes to the provider too: the token then lives for weeks without use, not hours.
    expect(requests[0]?.json).toEqual({ ...DEMO, remember: true });
    // The profile the login answered with is on screen without asking the provider again.
    expect(await screen.findByText(fixture(login).data.affiliate.email)).toBeInTheDocument();
    expect(dashboardRequests).toHaveLength(0);
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe(fixture(login).data.token);
    await waitFor(() => expect(toasts()).toContain(LOGIN_MESSAGES.success));
    expect(await screen.findByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
    // The routes run again after the login (router.invalidate()), but find their data fresh in the cache.
    expect(transactionRequests).toHaveLength(1);
  });

  it('keeps the token in local storage without Remember me too, and tells the provider it was not ticked', async () => {
    const requests = captureRequests(login);
    const { submit, router } = await openLogin();

    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'));
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe(fixture(login).data.token);
    // The provider gives this token hours of idle life rather than weeks.
    expect(requests[0]?.json).toEqual({ ...DEMO, remember: false });
  });

  it("shows the provider's message when the credentials are refused", async () => {
    replyWith(login, 401);
    const { submit, form, router } = await openLogin();

    await submit();

    await expectFailure(form, fixture(login, 401).message);
    expect(router.state.location.pathname).toBe('/affiliate-login');
    // What was typed stays, so a typo is quick to fix.
    expect(within(form).getByLabelText('Email', { exact: false })).toHaveValue(DEMO.email);
  });

  it("falls back to 'Login failed' when the provider gives no message", async () => {
    replyWith(login, 500, {});
    const { submit, form } = await openLogin();

    await submit();

    await expectFailure(form, LOGIN_MESSAGES.failed);
  });

  it("reports a reply without a token as 'Invalid response from server'", async () => {
    replyWith(login, 200, fixture(login, 200, 'no-token'));
    const { submit, form, router } = await openLogin();

    await submit();

    await expectFailure(form, LOGIN_MESSAGES.noToken);
    expect(router.state.location.pathname).toBe('/affiliate-login');
  });

  it("reports a network failure as 'Login failed. Please try again.'", async () => {
    replyNetworkError(login);
    const { submit, form } = await openLogin();

    await submit();

    await expectFailure(form, LOGIN_MESSAGES.exception);
  });

  it("puts the provider's field errors on their fields, in the site's words, and toasts its message", async () => {
    replyWith(login, 422);
    const { submit, form } = await openLogin();

    await submit();

    const email = within(form).getByLabelText('Email', { exact: false });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter your email address'));
    await waitFor(() => expect(toasts()).toContain(fixture(login, 422).message));
  });

  it("shows 'Logging in...' and blocks a second submit while the call is out", async () => {
    const requests = replyNever(login);
    const { submit, form, user } = await openLogin();

    await submit();
    const button = await within(form).findByRole('button', { name: 'Logging in...' });
    await user.type(within(form).getByLabelText('Password', { exact: false }), '{Enter}');

    expect(button).toBeDisabled();
    expect(requests).toHaveLength(1);
  });

  it('explains that the session ended when sent here by an expired token', async () => {
    const { form } = await openLogin('/affiliate-login?expired=1');

    expect(within(form).getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });

  it('returns to the address the visitor wanted after logging in', async () => {
    const { submit, router } = await openLogin(`/affiliate-login?redirect=${encodeURIComponent('/affiliate-dashboard?period=30d')}`);

    await submit();

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard?period=30d'));
  });

  it('ignores a redirect off the site and goes to the dashboard', async () => {
    const { submit, router } = await openLogin(`/affiliate-login?redirect=${encodeURIComponent('//evil.example/x')}`);

    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'));
  });

  it('links to password recovery and to signup', async () => {
    const { form } = await openLogin();

    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(within(form).getByRole('link', { name: 'Create an affiliate account' })).toHaveAttribute(
      'href',
      '/affiliate-signup',
    );
  });
});
