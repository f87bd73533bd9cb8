import { createFileRoute, redirect } from '@tanstack/react-router';
import { backOfficePage } from '@/features/admin/page-route';
import { loadSignedInStaff } from '@/features/admin/route-guard';
import { getStaffToken } from '@/lib/staff-token';

/** Pages for signed-in staff: without a session the login comes first, then back here. */
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context: { hydrated }, location }) => {
    await hydrated;
    if (getStaffToken() === null) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
  },
  loader: ({ context: { queryClient }, location }) => loadSignedInStaff(queryClient, location.href),
  component: backOfficePage('StaffLayout'),
});
