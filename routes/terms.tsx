import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { TermsPage } from '@/features/marketing/terms-page';

export const Route = createFileRoute('/terms')({
  head: () =>
    pageHead(
      'Terms of Service',
      'The terms for using the ITBD website and the ITBD affiliate programme: commission, payouts, affiliate conduct and liability.',
    ),
  component: TermsPage,
});
