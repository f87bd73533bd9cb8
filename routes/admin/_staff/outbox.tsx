import { createFileRoute } from '@tanstack/react-router';
import { outboxQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/outbox')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [outboxQueries.list()]),
  head: backOfficeHead('Outbox'),
  component: backOfficePage('OutboxPage'),
});
