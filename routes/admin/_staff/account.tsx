import { createFileRoute } from '@tanstack/react-router';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/account')({
  head: backOfficeHead('Change Password'),
  component: backOfficePage('AccountPage'),
});
