import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAffiliateToken } from '@/lib/auth-token';

/** Pages for a signed-in affiliate: without a stored token, the visitor goes to the login page. */
export const Route = createFileRoute('/_affiliate')({
  // The token lives in the browser: the server sends the site's shell, and the guard runs there.
  ssr: false,
  beforeLoad: () => {
    if (!hasAffiliateToken()) throw redirect({ to: '/affiliate-login' });
  },
});
