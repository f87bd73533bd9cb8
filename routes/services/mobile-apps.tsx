import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old footer's short path: the service now lives at /services/app-development. */
export const Route = createFileRoute('/services/mobile-apps')({
  beforeLoad: () => {
    throw redirect({ to: '/services/app-development', replace: true, statusCode: 301 });
  },
});
