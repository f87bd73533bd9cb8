import { createFileRoute } from '@tanstack/react-router';
import { preloadParts } from '@/components/deferred';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { ServicesIndexPage } from '@/features/marketing/services-index-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/services/')({
  loader: () => preloadParts([DeviceMockup]),
  head: () => sitePageHead('services'),
  component: ServicesIndexPage,
});
