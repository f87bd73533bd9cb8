import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old footer's short path: the service now lives at /services/graphic-design. */
export const Route = createFileRoute('/services/ui-ux-design')({
  beforeLoad: () => {
    throw redirect({ to: '/services/graphic-design', replace: true, statusCode: 301 });
  },
});
