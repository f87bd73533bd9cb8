import { createFileRoute, redirect } from '@tanstack/react-router';
import { backOfficePage } from '@/features/admin/page-route';
import { StaffLoginSearch } from '@/features/admin/search';
import { getStaffToken } from '@/lib/staff-token';

export const Route = createFileRoute('/admin/login')({
  validateSearch: StaffLoginSearch,
  beforeLoad: async ({ context: { hydrated }, search }) => {
    await hydrated;
    if (getStaffToken() !== null) throw search.redirect ? redirect({ href: search.redirect }) : redirect({ to: '/admin' });
  },
  component: backOfficePage('StaffLoginPage'),
});
