import { notFound } from '@tanstack/react-router';
import type { LeadRef } from '@/api/admin-leads';
import { INBOX_TYPES } from './search';

/** A lead's address (`/admin/leads/contact/14`) as the lead it names; anything else is not found. */
export function parseLeadRef(params: { type: string; id: string }): LeadRef {
  const type = INBOX_TYPES.find((known) => known === params.type);
  const id = Number(params.id);
  if (!type || !Number.isInteger(id) || id < 1) throw notFound();
  return { type, id };
}
