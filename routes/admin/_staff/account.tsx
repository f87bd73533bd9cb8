import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/admin/account-page';

export const Route = createFileRoute('/admin/_staff/account')({
  head: () => ({ meta: [{ title: 'Change Password — ITBD Back Office' }] }),
  component: AccountPage,
});
