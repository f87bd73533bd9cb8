import { createFileRoute } from '@tanstack/react-router';
import { AffiliateLanding } from '@/features/affiliate/affiliate-landing';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/affiliate/')({
  head: () => pageHead('Affiliate Programme', 'Join the ITBD affiliate programme: earn up to 50% commission on the clients you refer, paid monthly to bKash or bank.'),
  component: AffiliatePage,
});

function AffiliatePage() {
  return <AffiliateLanding />;
}
