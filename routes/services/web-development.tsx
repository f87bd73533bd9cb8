import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old footer's short path: the service now lives at /services/web-design-development. */
export const Route = createFileRoute('/services/web-development')({
  beforeLoad: () => {
    throw redirect({ to: '/services/web-design-development', replace: true, statusCode: 301 });
  },
});
