import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { affiliateQueries } from '@/api/affiliate';
import { ApiError } from '@/api/client';
import { AFFILIATE_TOKEN_KEY, storeAffiliateToken } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { replyWith } from '@/test/msw';
import { createTestQueryClient, renderRoute } from '@/test/render';
import { SESSION_ENDED_MESSAGE } from './session';

describe('SessionExpiryWatcher', () => {
  it('takes an affiliate whose token was refused to the login page with the message', async () => {
    replyWith(getDashboard, 401);
    replyWith(getTransactions, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked', { remember: true });
    const { router, queryClient } = await renderRoute('/affiliate-dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    const form = await screen.findByRole('form', { name: 'Affiliate login' });
    expect(within(form).getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    // One toast (per toaster on the page) even though both calls answered 401.
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    const toasters = document.querySelectorAll('[data-sonner-toaster]').length;
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1 + toasters);
    expect(router.state.location.href).toBe('/affiliate-login?expired=1');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: affiliateQueries.all() })).toHaveLength(0));
    expect(screen.queryByText('Failed to load your profile.')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('never shows the error state while the session ends', async () => {
    replyWith(getDashboard, 401);
    replyWith(getTransactions, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked', { remember: false });
    const { router } = await renderRoute('/affiliate-dashboard');

    const seen: string[] = [];
    await waitFor(() => {
      seen.push(document.body.textContent ?? '');
      expect(router.state.location.pathname).toBe('/affiliate-login');
    });
    expect(seen.some((text) => text.includes('Failed to load'))).toBe(false);
    expect(sessionStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
  });

  it('also handles a 401 that came back before it was listening', async () => {
    // On a first page load the loader's call can fail before the root has mounted.
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery({
      queryKey: affiliateQueries.dashboard().queryKey,
      queryFn: () => Promise.reject(new ApiError({ kind: 'http', status: 401, message: 'Unauthenticated.' })),
    });
    const { router } = await renderRoute('/affiliate', { queryClient });

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-login?expired=1'));
    expect(within(await screen.findByRole('form', { name: 'Affiliate login' })).getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });

  it('ends the session when saving the profile answers 401', async () => {
    replyWith(updateProfile, 401, fixture(getDashboard, 401));
    storeAffiliateToken('revoked', { remember: true });
    const { router, user } = await renderRoute('/affiliate-dashboard/edit-profile');

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    expect(within(await screen.findByRole('form', { name: 'Affiliate login' })).getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
  });
});
