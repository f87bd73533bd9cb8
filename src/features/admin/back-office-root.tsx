import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isStaffSessionEnded } from '@/api/admin-client';
import adminStylesheet from './admin.css?url';
import { signOutStaff } from './session';

/**
 * Every back-office page: its own stylesheet (kept out of the site's, which every public page
 * loads), and the one place a staff session ends: any back-office call, query or mutation,
 * answered 401 signs out once and shows the login, which comes back here.
 */
export function BackOfficeRoot() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const ended = (error: unknown) => {
      if (isStaffSessionEnded(error)) void signOutStaff({ router, queryClient }, { expired: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [router, queryClient]);
  return (
    <>
      {/* React holds the page back until the stylesheet is in, so nothing shows unstyled. (Tests process no CSS: no address.) */}
      {adminStylesheet && <link rel="stylesheet" href={adminStylesheet} precedence="admin" />}
      <Outlet />
    </>
  );
}
