import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { LeadDetail, LeadStatus } from './leads.ts';

export const LeadUpdate = v.object({
  /** One of the lead's `statuses` (an application has its own). */
  status: v.optional(LeadStatus),
  /** false marks it unread again. */
  read: v.optional(v.boolean()),
  /** A won deal's value in taka, whole or with poisha; null clears it. */
  deal_value: v.optional(
    v.nullable(v.pipe(v.number('The deal value must be a number.'), v.minValue(0, 'The deal value must be at least 0.'), v.maxValue(1e12))),
  ),
});
export type LeadUpdate = v.InferInput<typeof LeadUpdate>;

export const updateLead = defineEndpoint({
  name: 'updateLead',
  description: "Sets a lead's status, read mark or a won deal's value.",
  method: 'POST',
  path: '/api/admin/leads/:type/:id',
  auth: true,
  staff: 'editor',
  request: LeadUpdate,
  response: Saved(LeadDetail),
});
