import { createFileRoute, redirect } from '@tanstack/react-router';
import { PortalPending } from '@/features/affiliate/portal-pending';
import { LoginSearch } from '@/features/affiliate/session';

/** Guest-only pages: an affiliate who is signed in goes where the login would have sent them. */
export const Route = createFileRoute('/_guest')({
  validateSearch: LoginSearch,
  // The token lives in the browser: the server sends the site's shell, and the guard runs there.
  ssr: false,
  pendingComponent: PortalPending,
  beforeLoad: async ({ context: { auth, hydrated }, search }) => {
    await hydrated;
    if (auth.token === null) return;
    throw search.redirect ? redirect({ href: search.redirect }) : redirect({ to: '/affiliate-dashboard' });
  },
});
