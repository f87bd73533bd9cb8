import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { login } from '@contracts/affiliate/login';
import { logout } from '@contracts/affiliate/logout';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { affiliateQueries } from '@/api/affiliate';
import { revokeToken } from '@/api/affiliate-session';
import { SESSION_ENDED_MESSAGE } from '@/api/client';
import { AFFILIATE_TOKEN_KEY, clearAffiliateToken, storeAffiliateToken } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyWith, server } from '@/test/msw';
import { createTestQueryClient, renderRoute } from '@/test/render';
import { createAuth } from './auth';
import { LoginSearch, isSameSitePath } from './session';

const PROFILE = { name: 'Rahim Uddin', email: 'demo@example.com', created_at: '2026-05-14', balance: 10, phone: null, affiliateid: null, address: null, profile_image: null };

function authWith() {
  const queryClient = createTestQueryClient();
  const showLogin = vi.fn(() => Promise.resolve());
  const showAccount = vi.fn(() => Promise.resolve());
  const refreshRoutes = vi.fn(() => Promise.resolve());
  const auth = createAuth({ queryClient, showLogin, showAccount, refreshRoutes, currentHref: () => '/affiliate-dashboard?page=2' });
  return { auth, queryClient, showLogin, showAccount, refreshRoutes };
}

/** The logout endpoint holds its answer until the test releases it. */
function holdRevoke() {
  const sent: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(logout.path, async ({ request }) => {
      sent.push(request.headers.get('authorization') ?? '');
      await released;
      return HttpResponse.json(fixture(logout) as never);
    }),
  );
  return { sent, release };
}

describe('the auth object', () => {
  it('is signed out without a stored token', () => {
    const { auth } = authWith();
    expect(auth.token).toBeNull();
  });

  it('signs in: the token in local storage and the profile at hand', async () => {
    const { auth, queryClient } = authWith();
    queryClient.setQueryData(affiliateQueries.transactions().queryKey, []);

    await auth.signIn({ token: 'first', affiliate: PROFILE });
    expect(auth.token).toBe('first');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe('first');
    expect(queryClient.getQueryData(affiliateQueries.dashboard().queryKey)).toEqual(PROFILE);
    // The previous session's data is gone.
    expect(queryClient.getQueryData(affiliateQueries.transactions().queryKey)).toBeUndefined();

    await auth.signIn({ token: 'second' });
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe('second');
    expect(queryClient.getQueryData(affiliateQueries.dashboard().queryKey)).toBeUndefined();
  });

  it("signs in, then shows where the affiliate was going and runs the router's guards and loaders again", async () => {
    const { auth, showAccount, refreshRoutes } = authWith();

    await auth.signIn({ token: 'token', redirect: '/affiliate-dashboard?page=2' });

    expect(showAccount).toHaveBeenCalledWith('/affiliate-dashboard?page=2');
    expect(refreshRoutes).toHaveBeenCalledOnce();
    expect(refreshRoutes.mock.invocationCallOrder[0]).toBeGreaterThan(showAccount.mock.invocationCallOrder[0] ?? Infinity);
  });

  it('signs out: token gone, login page shown, the cached data dropped only after, then the routes refreshed', async () => {
    const revoked = captureRequests(logout);
    const { auth, queryClient, showLogin, refreshRoutes } = authWith();
    await auth.signIn({ token: 'token', affiliate: PROFILE });
    refreshRoutes.mockClear();
    let cachedWhenLeaving: unknown;
    showLogin.mockImplementation(() => {
      cachedWhenLeaving = queryClient.getQueryData(affiliateQueries.dashboard().queryKey);
      return Promise.resolve();
    });

    await auth.signOut();

    expect(auth.token).toBeNull();
    expect(showLogin).toHaveBeenCalledWith({});
    expect(cachedWhenLeaving).toEqual(PROFILE);
    expect(queryClient.getQueryCache().findAll({ queryKey: affiliateQueries.all() })).toHaveLength(0);
    expect(refreshRoutes).toHaveBeenCalledOnce();
    // The revoke goes on in the background; it ends within this test.
    await waitFor(() => expect(revoked).toHaveLength(1));
  });

  it('asks the provider to revoke the token, and signs out here without waiting for its answer', async () => {
    const revoke = holdRevoke();
    const { auth, showLogin } = authWith();
    await auth.signIn({ token: 'token' });

    await auth.signOut();

    expect(auth.token).toBeNull();
    expect(showLogin).toHaveBeenCalledWith({});
    await waitFor(() => expect(revoke.sent).toEqual(['Bearer token']));
    revoke.release();
  });

  it('revokes the token it is given, though the session has already forgotten it', async () => {
    const revoke = holdRevoke();
    clearAffiliateToken();

    revoke.release();
    await revokeToken('token');

    expect(revoke.sent).toEqual(['Bearer token']);
  });

  it('sends no second revoke when signing out again before the first has finished', async () => {
    const revoke = holdRevoke();
    const { auth } = authWith();
    await auth.signIn({ token: 'token' });

    await Promise.all([auth.signOut(), auth.signOut()]);

    await waitFor(() => expect(revoke.sent).toEqual(['Bearer token']));
    revoke.release();
  });

  it('signs out an expired session with the message and the address to come back to, without a revoke call', async () => {
    const revoked = captureRequests(logout);
    const { auth, showLogin } = authWith();
    await auth.signIn({ token: 'token' });

    await auth.signOut({ expired: true });

    expect(showLogin).toHaveBeenCalledWith({ expired: 1, redirect: '/affiliate-dashboard?page=2' });
    expect(revoked).toHaveLength(0);
  });
});

describe('the login redirect', () => {
  it.each(['/affiliate-dashboard', '/affiliate-dashboard/edit-profile?x=1#top', '/blog/a-post'])('accepts the site path %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'affiliate-dashboard', '/ /x', ''])(
    'refuses %j',
    (path) => {
      expect(isSameSitePath(path)).toBe(false);
    },
  );

  it('drops a refused redirect from the login search and keeps the rest', () => {
    expect(v.parse(LoginSearch, { expired: 1, redirect: '//evil.example' })).toEqual({ expired: 1, redirect: undefined });
  });
});

describe('a 401 during a session', () => {
  it('from the queries: signs out once, shows the message once, and goes to the login page with the way back', async () => {
    replyWith(getDashboard, 401);
    replyWith(getTransactions, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked');
    const { router, queryClient } = await renderRoute('/affiliate-dashboard?page=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    expect(router.state.location.search).toEqual({ expired: 1, redirect: '/affiliate-dashboard?page=2' });
    const form = await screen.findByRole('form', { name: 'Affiliate login' });
    expect(within(form).getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: affiliateQueries.all() })).toHaveLength(0));
    expect(screen.queryByText('Failed to load your profile.')).not.toBeInTheDocument();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
  });

  it('never shows the error state while the session ends', async () => {
    replyWith(getDashboard, 401);
    replyWith(getTransactions, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked');
    const { router } = await renderRoute('/affiliate-dashboard');

    const seen: string[] = [];
    await waitFor(() => {
      seen.push(document.body.textContent ?? '');
      expect(router.state.location.pathname).toBe('/affiliate-login');
    });
    expect(seen.some((text) => text.includes('Failed to load'))).toBe(false);
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
  });

  it('from a mutation: saving the profile ends the session the same way, without its own failure message', async () => {
    replyWith(updateProfile, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked');
    const { router, user } = await renderRoute('/affiliate-dashboard/edit-profile');

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    expect(router.state.location.search).toEqual({ expired: 1, redirect: '/affiliate-dashboard/edit-profile' });
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
  });

  it("is not the login's own 401: wrong credentials leave the visitor on the form", async () => {
    replyWith(login, 401);
    const { router, user } = await renderRoute('/affiliate-login');
    const form = await screen.findByRole('form', { name: 'Affiliate login' });

    await user.type(within(form).getByLabelText('Email', { exact: false }), 'demo.affiliate@itbd.net');
    await user.type(within(form).getByLabelText('Password', { exact: false, selector: 'input' }), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(fixture(login, 401).message)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });
});
