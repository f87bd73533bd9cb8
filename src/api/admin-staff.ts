import { type PasswordChange, changePassword } from '@contracts/admin/change-password';
import { createStaff } from '@contracts/admin/create-staff';
import { disableStaff } from '@contracts/admin/disable-staff';
import { getMe } from '@contracts/admin/get-me';
import { listStaff } from '@contracts/admin/list-staff';
import { type StaffLogin, staffLogin } from '@contracts/admin/staff-login';
import { staffLogout } from '@contracts/admin/staff-logout';
import type { InferInput } from 'valibot';
import type { NewStaff } from '@contracts/admin/admin';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { staffRequest } from '@/api/admin-client';
import { request } from '@/api/client';

/** Everything the back office caches sits under this key, so signing out drops it in one call. */
export const adminKey = ['admin'] as const;

export const staffQueries = {
  all: () => [...adminKey, 'staff'] as const,
  me: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'me'],
      queryFn: ({ signal }) => staffRequest(getMe, { signal }).then((reply) => reply.data),
      staleTime: 5 * 60_000,
    }),
  list: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'list'],
      queryFn: ({ signal }) => staffRequest(listStaff, { signal }).then((reply) => reply.data),
    }),
};

/** How long a logout waits for the provider to revoke the token before signing out anyway. */
const LOGOUT_WAIT_MS = 5_000;

export const staffMutations = {
  // The login needs no token and its 401 is wrong credentials, not an ended session: the plain request.
  login: () =>
    mutationOptions({
      mutationKey: ['staff-session', 'login'],
      mutationFn: (body: StaffLogin) => request(staffLogin, { body }),
    }),
  changePassword: () =>
    mutationOptions({
      mutationKey: [...staffQueries.all(), 'password'],
      mutationFn: (body: InferInput<typeof PasswordChange>) => staffRequest(changePassword, { body }),
    }),
  create: () =>
    mutationOptions({
      mutationKey: [...staffQueries.all(), 'create'],
      mutationFn: (body: InferInput<typeof NewStaff>) => staffRequest(createStaff, { body }),
    }),
  setDisabled: () =>
    mutationOptions({
      mutationKey: [...staffQueries.all(), 'status'],
      mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
        staffRequest(disableStaff, { params: { id }, body: { disabled } }),
    }),
};

/** Asks the provider to revoke the token; a failure changes nothing (the browser forgets it anyway). */
export const revokeStaffToken = () =>
  staffRequest(staffLogout, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) }).catch(() => undefined);
