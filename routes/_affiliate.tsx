import { createFileRoute, redirect } from '@tanstack/react-router';
import { PortalPending } from '@/features/affiliate/portal-pending';

/** Pages for a signed-in affiliate: a visitor without a session logs in first, then comes back here. */
export const Route = createFileRoute('/_affiliate')({
  // The token lives in the browser: the server sends the site's shell, and the guard runs there.
  ssr: false,
  pendingComponent: PortalPending,
  beforeLoad: async ({ context: { auth, hydrated }, location }) => {
    await hydrated;
    if (auth.token === null) throw redirect({ to: '/affiliate-login', search: { redirect: location.href } });
  },
});
