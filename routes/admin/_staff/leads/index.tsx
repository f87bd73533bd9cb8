import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leadQueries } from '@/api/admin-leads';
import { startLoading } from '@/features/admin/loading';
import { InboxSearch } from '@/features/admin/search';

export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient, [leadQueries.list(deps)]),
  head: () => ({ meta: [{ title: 'Inbox — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'InboxPage'),
});
