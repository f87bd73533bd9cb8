import { createFileRoute } from '@tanstack/react-router';
import { leadQueries } from '@/api/admin-leads';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';
import { InboxSearch } from '@/features/admin/search';

export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient, [leadQueries.list(deps)]),
  head: backOfficeHead('Inbox'),
  component: backOfficePage('InboxPage'),
});
