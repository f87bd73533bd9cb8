import { addLeadNote } from '@contracts/admin/add-lead-note';
import { deleteSubscriber } from '@contracts/admin/delete-subscriber';
import { downloadCv } from '@contracts/admin/download-cv';
import { exportLeads } from '@contracts/admin/export-leads';
import { getLead } from '@contracts/admin/get-lead';
import { getUnreadCounts } from '@contracts/admin/get-unread-counts';
import type { LeadFilters, LeadType } from '@contracts/admin/leads';
import { listLeads } from '@contracts/admin/list-leads';
import { type LeadUpdate, updateLead } from '@contracts/admin/update-lead';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InferOutput } from 'valibot';
import { staffDownload, staffRequest } from '@/api/admin-client';
import { adminKey } from '@/api/admin-staff';

/** The inbox's filters as the back office keeps them; `unread` sends `unread=1`. */
export type LeadListFilters = Omit<InferOutput<typeof LeadFilters>, 'unread'> & { unread?: true; page?: number };

const filterQuery = ({ type, status, q, unread }: LeadListFilters) => ({ type, status, q, unread: unread ? ('1' as const) : undefined });
export type LeadRef = { type: LeadType; id: number };

export const leadQueries = {
  all: () => [...adminKey, 'leads'] as const,
  lists: () => [...leadQueries.all(), 'list'] as const,
  list: (filters: LeadListFilters) =>
    queryOptions({
      queryKey: [...leadQueries.lists(), filters],
      queryFn: ({ signal }) =>
        staffRequest(listLeads, {
          signal,
          query: { ...filterQuery(filters), page: filters.page ? String(filters.page) : undefined },
        }),
    }),
  detail: ({ type, id }: LeadRef) =>
    queryOptions({
      queryKey: [...leadQueries.all(), 'detail', type, id],
      queryFn: ({ signal }) => staffRequest(getLead, { signal, params: { type, id } }).then((reply) => reply.data),
    }),
  unreadCounts: () =>
    queryOptions({
      queryKey: [...leadQueries.all(), 'unread-counts'],
      queryFn: ({ signal }) => staffRequest(getUnreadCounts, { signal }).then((reply) => reply.data),
      // New leads arrive while the back office is open: the navigation's badges follow.
      refetchInterval: 60_000,
    }),
};

export const leadMutations = {
  update: (lead: LeadRef) =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'update', lead.type, lead.id],
      mutationFn: (body: LeadUpdate) => staffRequest(updateLead, { params: lead, body }),
    }),
  addNote: (lead: LeadRef) =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'note', lead.type, lead.id],
      mutationFn: (body: { body: string }) => staffRequest(addLeadNote, { params: lead, body }),
    }),
  removeSubscriber: () =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'remove-subscriber'],
      mutationFn: (id: number) => staffRequest(deleteSubscriber, { params: { id } }),
    }),
  /** The filtered inbox as CSV, fetched with the staff token. */
  exportCsv: () =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'export'],
      mutationFn: (filters: LeadListFilters) => staffDownload(exportLeads, { query: filterQuery(filters) }),
    }),
  /** An application's CV, fetched with the staff token: CVs have no public address. */
  openCv: () =>
    mutationOptions({
      mutationKey: [...leadQueries.all(), 'cv'],
      mutationFn: (applicationId: number) => staffDownload(downloadCv, { params: { id: applicationId } }),
    }),
};
