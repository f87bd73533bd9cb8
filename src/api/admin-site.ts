import { getSettings } from '@contracts/admin/get-settings';
import { listAuditLog } from '@contracts/admin/list-audit-log';
import { listOutbox } from '@contracts/admin/list-outbox';
import { listTrash } from '@contracts/admin/list-trash';
import { restoreTrashItem } from '@contracts/admin/restore-trash-item';
import { type SettingsInput } from '@contracts/admin/content';
import { updateSettings } from '@contracts/admin/update-settings';
import { uploadImage } from '@contracts/admin/upload-image';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { staffRequest } from '@/api/admin-client';
import { adminKey } from '@/api/admin-staff';

type ImagePurpose = 'post' | 'project' | 'team' | 'settings';

export const settingsAdminQueries = {
  all: () => [...adminKey, 'settings'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...settingsAdminQueries.all(), 'detail'],
      queryFn: ({ signal }) => staffRequest(getSettings, { signal }).then((reply) => reply.data),
    }),
};

export const settingsAdminMutations = {
  update: () =>
    mutationOptions({
      mutationKey: [...settingsAdminQueries.all(), 'update'],
      mutationFn: (body: SettingsInput) => staffRequest(updateSettings, { body }),
    }),
  /** Stores an image and answers the path to save in the record's field. */
  uploadImage: () =>
    mutationOptions({
      mutationKey: [...adminKey, 'uploads'],
      mutationFn: ({ file, purpose }: { file: File; purpose: ImagePurpose }) =>
        staffRequest(uploadImage, { body: { file, purpose } }).then((reply) => reply.data),
    }),
};

export const auditQueries = {
  all: () => [...adminKey, 'audit'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...auditQueries.all(), page],
      queryFn: ({ signal }) => staffRequest(listAuditLog, { signal, query: { page: String(page) } }),
    }),
};

export const trashQueries = {
  all: () => [...adminKey, 'trash'] as const,
  list: () =>
    queryOptions({
      queryKey: [...trashQueries.all(), 'list'],
      queryFn: ({ signal }) => staffRequest(listTrash, { signal }).then((reply) => reply.data),
    }),
};

export const trashMutations = {
  restore: () =>
    mutationOptions({
      mutationKey: [...trashQueries.all(), 'restore'],
      mutationFn: (id: number) => staffRequest(restoreTrashItem, { params: { id } }),
    }),
};

export const outboxQueries = {
  all: () => [...adminKey, 'outbox'] as const,
  list: () =>
    queryOptions({
      queryKey: [...outboxQueries.all(), 'list'],
      queryFn: ({ signal }) => staffRequest(listOutbox, { signal }),
    }),
};
