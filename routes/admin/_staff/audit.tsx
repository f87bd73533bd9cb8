import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { auditQueries } from '@/api/admin-site';
import { AuditLogPage } from '@/features/admin/history-pages';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/audit')({
  validateSearch: v.object({ page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient, [auditQueries.page(deps.page)]),
  head: () => ({ meta: [{ title: 'Audit Log — ITBD Back Office' }] }),
  component: AuditRoute,
});

function AuditRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
}
