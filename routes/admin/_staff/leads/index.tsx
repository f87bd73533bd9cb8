import { createFileRoute } from '@tanstack/react-router';
import { leadQueries } from '@/api/admin-leads';
import { LeadsInbox } from '@/features/admin/leads-inbox';
import { InboxSearch, startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/leads/')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient, [leadQueries.list(deps)]),
  head: () => ({ meta: [{ title: 'Inbox — ITBD Back Office' }] }),
  component: InboxPage,
});

function InboxPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LeadsInbox filters={filters} onFilters={(next) => void navigate({ search: next })} />;
}
