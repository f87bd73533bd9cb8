import { createFileRoute } from '@tanstack/react-router';
import { ServicesIndexPage } from '@/features/marketing/services-index-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/services/')({
  head: () => sitePageHead('services'),
  component: ServicesIndexPage,
});
