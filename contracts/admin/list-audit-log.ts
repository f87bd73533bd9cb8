import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { PageMeta, PageQuery } from './admin.ts';

export const AuditEntry = v.object({
  id: v.number(),
  /** Who: null for a change made by a command (`npm run admin`). */
  staff: v.nullable(v.object({ id: v.number(), email: v.string(), name: v.string() })),
  action: v.string(),
  /** What: a table-like name (post, job, lead, staff, settings, ...) and its id. */
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  summary: v.string(),
  /** The fields that changed, each with its value before and after (long text cut to 200 characters). */
  changes: v.record(v.string(), v.object({ before: v.unknown(), after: v.unknown() })),
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/** Every change made in the back office, newest first, 50 a page; admins only. */
export const listAuditLog = defineEndpoint({
  name: 'listAuditLog',
  description: 'The audit log: who changed what and when, with the fields before and after (admins only).',
  method: 'GET',
  path: '/api/admin/audit',
  auth: true,
  staff: 'admin',
  query: v.object({ page: PageQuery, entity: v.optional(v.pipe(v.string(), v.maxLength(40))) }),
  response: v.object({ data: v.array(AuditEntry), meta: PageMeta }),
});
