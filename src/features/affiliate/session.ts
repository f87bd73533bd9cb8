import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { affiliateQueries } from '@/api/affiliate';
import { isApiError } from '@/api/client';
import { clearAffiliateToken } from '@/lib/auth-token';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** A 401 from an affiliate call: the watcher is already taking the affiliate to the login page. */
export const isSessionEnded = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Logout: forget the token, leave for the login page, then drop the
 * affiliate's cached data. The cache goes only after the dashboard has
 * unmounted, so nothing on screen refetches without a token.
 */
export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    clearAffiliateToken();
    await router.navigate({ to: '/affiliate-login' });
    queryClient.removeQueries({ queryKey: affiliateQueries.all() });
    await router.invalidate();
  }, [router, queryClient]);
}

/** `?expired=1`: the login page explains why the affiliate is there. */
export const LoginSearch = v.object({
  expired: v.fallback(v.optional(v.literal(1)), undefined),
});
