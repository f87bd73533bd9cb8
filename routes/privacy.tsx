import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { PrivacyPage } from '@/features/marketing/privacy-page';

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead(
      'Privacy Policy',
      'What personal data ITBD collects through its contact, consultation, newsletter, job application and affiliate forms, how long it is kept and your rights.',
    ),
  component: PrivacyPage,
});
