import type { AffiliateProfile } from '@contracts/affiliate/affiliate';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type * as v from 'valibot';
import { affiliateKeys } from '@/api/affiliate-keys';
import { clearAffiliateToken, getAffiliateToken, storeAffiliateToken } from '@/lib/auth-token';
import type { LoginSearch } from './session';

/**
 * The affiliate's session, carried to the guards and pages by the router's
 * context. The token lives in the browser's storage (SPEC §3), so on the
 * server there is none and the portal's routes are rendered only in the browser.
 */
export interface Auth {
  /** The bearer token, or null when signed out. */
  readonly token: string | null;
  /**
   * Keeps the token and the profile the login answered with, then shows the page
   * the affiliate was going to (`redirect`) or the dashboard.
   */
  signIn(session: {
    token: string;
    affiliate?: AffiliateProfile | undefined;
    redirect?: string | undefined;
  }): Promise<void>;
  /**
   * Forgets the token, shows the login page, then drops the affiliate's cached data. The
   * provider is asked to revoke the token (not when it has already refused it) without waiting
   * for its answer: a slow or failed revoke changes nothing here.
   */
  signOut(options?: { expired?: boolean }): Promise<void>;
}

interface AuthDeps {
  queryClient: QueryClient;
  /** Replaces the current page with the login page: why the affiliate is sent there, and where they were going. */
  showLogin: (search: v.InferOutput<typeof LoginSearch>) => Promise<void>;
  /** Shows a same-site path, or the dashboard without one. */
  showAccount: (redirect: string | undefined) => Promise<void>;
  /**
   * Runs the open page's guards and loaders again and marks every page the router keeps
   * as stale (`router.invalidate()`), so nothing it kept from before the change is reused.
   */
  refreshRoutes: () => Promise<void>;
  /** The address the visitor is on, to come back to after logging in again. */
  currentHref: () => string;
}

export function createAuth({ queryClient, showLogin, showAccount, refreshRoutes, currentHref }: AuthDeps): Auth {
  const profileKey = affiliateKeys.dashboard();
  const token = () => (import.meta.env.SSR ? null : getAffiliateToken());

  return {
    get token() {
      return token();
    },
    async signIn({ token: newToken, affiliate, redirect }) {
      storeAffiliateToken(newToken);
      // Whatever an earlier session left in the cache belongs to someone else.
      queryClient.removeQueries({ queryKey: affiliateKeys.all() });
      if (affiliate) queryClient.setQueryData(profileKey, affiliate);
      await showAccount(redirect);
      // The loaders just ran: their data is fresh in the cache, so this asks the provider nothing again.
      await refreshRoutes();
    },
    async signOut({ expired = false } = {}) {
      const redirect = expired ? currentHref() : undefined;
      const current = token();
      // The call's code loads only now: the session is in every page's router, its calls are the portal's.
      if (!expired && current !== null) void import('@/api/affiliate-session').then(({ revokeToken }) => revokeToken(current)).catch(() => undefined);
      clearAffiliateToken();
      await showLogin(expired ? { expired: 1, redirect } : {});
      // Only now: the pages that showed this data have unmounted and will not refetch it without a token.
      queryClient.removeQueries({ queryKey: affiliateKeys.all() });
      await refreshRoutes();
    },
  };
}

/** The session, from the router's context. */
export const useAuth = () => useRouteContext({ from: '__root__', select: (context) => context.auth });
