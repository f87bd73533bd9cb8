import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { LeadFilters } from './leads.ts';

/**
 * The filtered inbox as CSV (RFC 4180, UTF-8 with a BOM so spreadsheets read Bangla): every
 * matching lead, not a page. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with `'`, so a spreadsheet never runs it as a formula.
 */
export const exportLeads = defineEndpoint({
  name: 'exportLeads',
  description: 'The filtered leads as CSV, cells guarded against spreadsheet formulas.',
  method: 'GET',
  path: '/api/admin/leads/export',
  auth: true,
  staff: 'editor',
  produces: 'text/csv',
  query: LeadFilters,
  response: v.string(),
});
