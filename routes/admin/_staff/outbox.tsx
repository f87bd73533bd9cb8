import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { outboxQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/outbox')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [outboxQueries.list()]),
  head: () => ({ meta: [{ title: 'Outbox — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'OutboxPage'),
});
