import { LeadType } from '@contracts/admin/leads';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { leadQueries } from '@/api/admin-leads';
import { isNotFoundError } from '@/api/client';
import { LeadPage } from '@/features/admin/lead-page';

const parseLead = (params: { type: string; id: string }) => {
  const type = v.safeParse(LeadType, params.type);
  const id = Number(params.id);
  if (!type.success || !Number.isInteger(id) || id < 1) throw notFound();
  return { type: type.output, id };
};

export const Route = createFileRoute('/admin/_staff/leads/$type/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const lead = parseLead(params);
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
  head: () => ({ meta: [{ title: 'Lead — ITBD Back Office' }] }),
  component: LeadRoute,
});

function LeadRoute() {
  const params = Route.useParams();
  return <LeadPage lead={parseLead(params)} />;
}
