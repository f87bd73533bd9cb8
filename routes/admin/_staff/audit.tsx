import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';
import { PageSearch } from '@/features/admin/search';

export const Route = createFileRoute('/admin/_staff/audit')({
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient, [auditQueries.page(deps.page)]),
  head: backOfficeHead('Audit Log'),
  component: backOfficePage('AuditPage'),
});
