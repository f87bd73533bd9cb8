import { createFileRoute } from '@tanstack/react-router';
import { AffiliateLanding } from '@/features/affiliate/affiliate-landing';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/affiliate/')({
  head: () => sitePageHead('affiliate'),
  component: AffiliatePage,
});

function AffiliatePage() {
  return <AffiliateLanding />;
}
