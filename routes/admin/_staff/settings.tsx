import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { settingsAdminQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/settings')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [settingsAdminQueries.detail()]),
  head: () => ({ meta: [{ title: 'Settings — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'SettingsPage'),
});
