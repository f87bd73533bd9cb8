import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { RequiredText } from '../shared.ts';
import { Saved } from './admin.ts';
import { LeadNote } from './leads.ts';

export const NewLeadNote = v.object({ body: RequiredText('body', 5000) });

/** An internal note on a lead, signed with the staff member's name and the time. */
export const addLeadNote = defineEndpoint({
  name: 'addLeadNote',
  description: 'Adds an internal note to a lead, with its author and time.',
  method: 'POST',
  path: '/api/admin/leads/:type/:id/notes',
  auth: true,
  staff: 'editor',
  request: NewLeadNote,
  response: Saved(LeadNote),
});
