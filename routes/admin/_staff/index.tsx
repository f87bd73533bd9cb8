import { createFileRoute, redirect } from '@tanstack/react-router';

/** The back office opens on the inbox. */
export const Route = createFileRoute('/admin/_staff/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/leads', replace: true });
  },
});
