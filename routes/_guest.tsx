import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAffiliateToken } from '@/lib/auth-token';

/** Guest-only pages: an affiliate who is signed in goes to the dashboard instead. */
export const Route = createFileRoute('/_guest')({
  // The token lives in the browser: the server sends the site's shell, and the guard runs there.
  ssr: false,
  beforeLoad: () => {
    if (hasAffiliateToken()) throw redirect({ to: '/affiliate-dashboard' });
  },
});
