import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { affiliateQueries } from '@/api/affiliate';
import { onSessionExpired } from '@/api/client';
import { notify } from '@/lib/notify';
import { SESSION_ENDED_MESSAGE, isSessionEnded } from './session';

/** One toast even when the dashboard and the transactions both answer 401. */
const TOAST_ID = 'affiliate-session-ended';

/**
 * An expired or revoked token: the API client has already cleared it; this
 * brings the affiliate to the login page with a message instead of an error
 * screen. The cached data goes after the navigation, so the pages that were
 * showing it never refetch without a token.
 */
export function SessionExpiryWatcher() {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    const endSession = () => {
      notify.error(SESSION_ENDED_MESSAGE, { id: TOAST_ID });
      void router
        .navigate({ to: '/affiliate-login', search: { expired: 1 }, replace: true })
        .then(() => queryClient.removeQueries({ queryKey: affiliateQueries.all() }));
    };
    const stop = onSessionExpired(endSession);
    // On a first page load the dashboard's loader can hear its 401 before this component mounts.
    const missed = queryClient
      .getQueryCache()
      .findAll({ queryKey: affiliateQueries.all() })
      .some((query) => isSessionEnded(query.state.error));
    if (missed) endSession();
    return () => {
      stop();
    };
  }, [router, queryClient]);

  return null;
}
