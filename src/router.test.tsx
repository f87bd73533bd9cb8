import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_TOKEN_KEY, storeAffiliateToken } from '@/lib/auth-token';
import { renderRoute } from '@/test/render';

describe('affiliate guards', () => {
  it.each(['/affiliate-dashboard', '/affiliate-dashboard/edit-profile', '/affiliate-dashboard?period=90d&page=2'])(
    'sends a visitor without a token from %s to the login page, carrying the address',
    async (url) => {
      const { router } = await renderRoute(url);
      expect(router.state.location.pathname).toBe('/affiliate-login');
      expect(router.state.location.search).toEqual({ redirect: url });
    },
  );

  it('brings a deep link back after logging in: edit profile, not the dashboard', async () => {
    const { router, user } = await renderRoute('/affiliate-dashboard/edit-profile');
    const form = await screen.findByRole('form', { name: 'Affiliate login' });

    await user.type(within(form).getByLabelText('Email', { exact: false }), 'demo.affiliate@itbd.net');
    await user.type(within(form).getByLabelText('Password', { exact: false, selector: 'input' }), 'ItbdDemo2026');
    await user.click(within(form).getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard/edit-profile'));
    expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('sends an affiliate with a token from the login page straight to the address it carries', async () => {
    storeAffiliateToken('token');
    const { router } = await renderRoute('/affiliate-login?redirect=%2Faffiliate-dashboard%2Fedit-profile');
    expect(router.state.location.pathname).toBe('/affiliate-dashboard/edit-profile');
  });

  it.each(['/affiliate-login', '/affiliate-signup'])('sends an affiliate with a token from %s to the dashboard', async (url) => {
    storeAffiliateToken('token');
    const { router } = await renderRoute(url);
    expect(router.state.location.pathname).toBe('/affiliate-dashboard');
  });

  it('lets a token an earlier build kept in session storage through to the dashboard', async () => {
    sessionStorage.setItem(AFFILIATE_TOKEN_KEY, 'token');
    const { router } = await renderRoute('/affiliate-dashboard');
    expect(router.state.location.pathname).toBe('/affiliate-dashboard');
  });
});

describe('router', () => {
  it('renders the not-found page for an unknown URL', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
