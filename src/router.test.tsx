import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAffiliateToken } from '@/lib/auth-token';
import { renderRoute } from '@/test/render';

describe('affiliate guards', () => {
  it.each(['/affiliate-dashboard', '/affiliate-dashboard/edit-profile'])(
    'sends a visitor without a token from %s to the login page',
    async (url) => {
      const { router } = await renderRoute(url);
      expect(router.state.location.pathname).toBe('/affiliate-login');
    },
  );

  it.each(['/affiliate-login', '/affiliate-signup'])('sends an affiliate with a token from %s to the dashboard', async (url) => {
    storeAffiliateToken('token', { remember: true });
    const { router } = await renderRoute(url);
    expect(router.state.location.pathname).toBe('/affiliate-dashboard');
  });

  it('lets a session-only token through to the dashboard', async () => {
    storeAffiliateToken('token', { remember: false });
    const { router } = await renderRoute('/affiliate-dashboard');
    expect(router.state.location.pathname).toBe('/affiliate-dashboard');
  });
});

describe('router', () => {
  it('renders the not-found page for an unknown URL', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
