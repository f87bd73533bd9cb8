import { createFileRoute } from '@tanstack/react-router';
import { sitePageHead } from '@/lib/site-pages';
import { PrivacyPage } from '@/features/marketing/privacy-page';

export const Route = createFileRoute('/privacy')({
  head: () => sitePageHead('privacy'),
  component: PrivacyPage,
});
