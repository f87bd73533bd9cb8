import { createFileRoute } from '@tanstack/react-router';
import { settingsAdminQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/settings')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [settingsAdminQueries.detail()]),
  head: backOfficeHead('Settings'),
  component: backOfficePage('SettingsPage'),
});
