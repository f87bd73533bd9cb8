import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isStaffSessionEnded } from '@/api/admin-client';
import { staffQueries } from '@/api/admin-staff';
import { clearStaffToken } from '@/lib/staff-token';

/** Who is signed in (the navigation and the admin-only pages read the role); a refused token signs out. */
export async function loadSignedInStaff(queryClient: QueryClient, href: string) {
  try {
    return await queryClient.ensureQueryData(staffQueries.me());
  } catch (error) {
    if (!isStaffSessionEnded(error)) throw error;
    clearStaffToken();
    throw redirect({ to: '/admin/login', search: { expired: 1, redirect: href } });
  }
}
