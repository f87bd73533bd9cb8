import { createFileRoute, notFound } from '@tanstack/react-router';
import { leadQueries } from '@/api/admin-leads';
import { isNotFoundError } from '@/api/client';
import { parseLeadRef } from '@/features/admin/lead-ref';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/leads/$type/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const lead = parseLeadRef(params);
    try {
      await queryClient.ensureQueryData(leadQueries.detail(lead));
    } catch (error) {
      if (isNotFoundError(error)) throw notFound();
      throw error;
    }
    // Opening a lead marks it read: the inbox and its badge follow.
    void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
    void queryClient.invalidateQueries({ queryKey: leadQueries.unreadCounts().queryKey });
  },
  head: backOfficeHead('Lead'),
  component: backOfficePage('LeadRoutePage'),
});
