import type { AffiliateProfile } from '@contracts/affiliate/affiliate';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { affiliateQueries, revokeToken } from '@/api/affiliate';
import { clearAffiliateToken, getAffiliateToken, storeAffiliateToken } from '@/lib/auth-token';

/** Why the affiliate is sent to the login page, and where they were going. */
interface LoginSearchParams {
  /** The provider no longer accepted the token: the login page says so. */
  expired?: 1;
  /** The same-site address to return to after logging in. */
  redirect?: string;
}

/**
 * The affiliate's session, carried to the guards and pages by the router's
 * context. The token lives in the browser's storage (SPEC §3), so on the
 * server there is none and the portal's routes are rendered only in the browser.
 */
export interface Auth {
  /** The bearer token, or null when signed out. */
  readonly token: string | null;
  /** The signed-in affiliate's profile, once the login or the dashboard has brought it; null otherwise. */
  readonly affiliate: AffiliateProfile | null;
  /** Keeps the token ('Remember me': across browser restarts) and the profile the login answered with. */
  signIn(session: { token: string; remember: boolean; affiliate?: AffiliateProfile | undefined }): void;
  /**
   * Revokes the token on the provider (not when it has already refused it), forgets it
   * here even if that call fails, shows the login page, then drops the affiliate's cached data.
   */
  signOut(options?: { expired?: boolean }): Promise<void>;
}

interface AuthDeps {
  queryClient: QueryClient;
  /** Replaces the current page with the login page. */
  showLogin: (search: LoginSearchParams) => Promise<void>;
  /** The address the visitor is on, to come back to after logging in again. */
  currentHref: () => string;
}

export function createAuth({ queryClient, showLogin, currentHref }: AuthDeps): Auth {
  const profileKey = affiliateQueries.dashboard().queryKey;
  const token = () => (import.meta.env.SSR ? null : getAffiliateToken());

  return {
    get token() {
      return token();
    },
    get affiliate() {
      return token() === null ? null : (queryClient.getQueryData(profileKey) ?? null);
    },
    signIn({ token: newToken, remember, affiliate }) {
      storeAffiliateToken(newToken, { remember });
      // Whatever an earlier session left in the cache belongs to someone else.
      queryClient.removeQueries({ queryKey: affiliateQueries.all() });
      if (affiliate) queryClient.setQueryData(profileKey, affiliate);
    },
    async signOut({ expired = false } = {}) {
      const redirect = expired ? currentHref() : undefined;
      if (!expired) await revokeToken().catch(() => undefined);
      clearAffiliateToken();
      await showLogin(expired ? { expired: 1, redirect } : {});
      // Only now: the pages that showed this data have unmounted and will not refetch it without a token.
      queryClient.removeQueries({ queryKey: affiliateQueries.all() });
    },
  };
}

/** The session, from the router's context. */
export const useAuth = () => useRouteContext({ from: '__root__', select: (context) => context.auth });
