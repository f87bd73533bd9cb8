import { createFileRoute, redirect } from '@tanstack/react-router';

/** /about has no page of its own: the overview is the start of the About section. */
export const Route = createFileRoute('/about/')({
  beforeLoad: () => {
    throw redirect({ to: '/about/company-overview', replace: true, statusCode: 301 });
  },
});
