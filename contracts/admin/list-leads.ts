import { defineEndpoint } from '../endpoint.ts';
import { LeadListQuery, LeadPage } from './leads.ts';

/** The inbox: every kind of lead in one list, newest first, 25 a page, filtered by type, status, search and unread. */
export const listLeads = defineEndpoint({
  name: 'listLeads',
  description: 'Contact messages, consultation requests, applications and subscribers, newest first, filtered by type, status, search and unread.',
  method: 'GET',
  path: '/api/admin/leads',
  auth: true,
  staff: 'editor',
  query: LeadListQuery,
  response: LeadPage,
});
