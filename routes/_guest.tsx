import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAffiliateToken } from '@/lib/auth-token';

/** Guest-only pages: an affiliate who is signed in goes to the dashboard instead. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => {
    if (hasAffiliateToken()) throw redirect({ to: '/affiliate-dashboard' });
  },
});
