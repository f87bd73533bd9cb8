import { createFileRoute } from '@tanstack/react-router';
import { sitePageHead } from '@/lib/site-pages';
import { TermsPage } from '@/features/marketing/terms-page';

export const Route = createFileRoute('/terms')({
  head: () => sitePageHead('terms'),
  component: TermsPage,
});
