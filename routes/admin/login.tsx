import { createFileRoute, redirect } from '@tanstack/react-router';
import { StaffLoginForm } from '@/features/admin/staff-login-form';
import { StaffLoginSearch } from '@/features/admin/session';
import { getStaffToken } from '@/lib/staff-token';

export const Route = createFileRoute('/admin/login')({
  validateSearch: StaffLoginSearch,
  beforeLoad: async ({ context: { hydrated }, search }) => {
    await hydrated;
    if (getStaffToken() !== null) throw search.redirect ? redirect({ href: search.redirect }) : redirect({ to: '/admin' });
  },
  component: StaffLoginPage,
});

function StaffLoginPage() {
  const { expired, redirect: back } = Route.useSearch();
  return <StaffLoginForm expired={expired === 1} redirect={back} />;
}
