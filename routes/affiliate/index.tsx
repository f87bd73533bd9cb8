import { createFileRoute } from '@tanstack/react-router';
import { AffiliateLanding } from '@/features/affiliate/affiliate-landing';

export const Route = createFileRoute('/affiliate/')({
  head: () => ({
    meta: [
      { title: 'Affiliate Programme — ITBD' },
      {
        name: 'description',
        content:
          'Join the ITBD affiliate programme: earn up to 50% commission on the clients you refer, paid monthly to bKash or bank.',
      },
    ],
  }),
  component: AffiliatePage,
});

function AffiliatePage() {
  return <AffiliateLanding />;
}
