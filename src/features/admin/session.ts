import type { Staff } from '@contracts/admin/admin';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { adminKey, revokeStaffToken, staffQueries } from '@/api/admin-staff';
import { clearStaffToken, getStaffToken, storeStaffToken } from '@/lib/staff-token';

interface SessionDeps {
  router: Pick<AnyRouter, 'navigate' | 'invalidate' | 'latestLocation'>;
  queryClient: QueryClient;
}

/** Keeps the token and who signed in, then shows where they were going (the inbox by default). */
export async function signInStaff(
  { router, queryClient }: SessionDeps,
  { token, staff, remember, redirect }: { token: string; staff: Staff; remember: boolean; redirect?: string | undefined },
) {
  storeStaffToken(token, { remember });
  // Whatever an earlier session left in the cache belongs to someone else.
  queryClient.removeQueries({ queryKey: adminKey });
  queryClient.setQueryData(staffQueries.me().queryKey, staff);
  if (redirect) await router.navigate({ href: redirect });
  else await router.navigate({ to: '/admin' });
  await router.invalidate();
}

/**
 * Forgets the token and shows the login; the provider is asked to revoke it unless it
 * already refused it. `expired`: the session ended under the staff member (a 401), so the
 * login says so and comes back here. Does nothing when already signed out.
 */
export async function signOutStaff({ router, queryClient }: SessionDeps, { expired = false } = {}) {
  if (getStaffToken() === null) return;
  if (!expired) void revokeStaffToken();
  const redirect = expired ? router.latestLocation.href : undefined;
  clearStaffToken();
  await router.navigate({ to: '/admin/login', search: expired ? { expired: 1, redirect } : {}, replace: true });
  queryClient.removeQueries({ queryKey: adminKey });
  await router.invalidate();
}

/** signIn and signOut bound to this router and query client. */
export function useStaffSession() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return {
    signIn: (session: Parameters<typeof signInStaff>[1]) => signInStaff({ router, queryClient }, session),
    signOut: (options?: { expired?: boolean }) => signOutStaff({ router, queryClient }, options),
  };
}
