import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '@/features/admin/admin-shell';
import { loadSignedInStaff, requireStaffToken } from '@/features/admin/route-guard';

/** Pages for signed-in staff: without a session the login comes first, then back here. */
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context: { hydrated }, location }) => {
    await hydrated;
    requireStaffToken(location.href);
  },
  loader: ({ context: { queryClient }, location }) => loadSignedInStaff(queryClient, location.href),
  component: StaffLayout,
});

function StaffLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
