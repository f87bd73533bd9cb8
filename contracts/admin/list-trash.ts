import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

export const TRASH_DAYS = 30;

export const TrashItem = v.object({
  id: v.number(),
  entity: v.string(),
  entity_id: v.string(),
  /** A title, name or email to recognise it by. */
  label: v.string(),
  deleted_by: v.nullable(v.object({ id: v.number(), name: v.string() })),
  deleted_at: v.string(),
  /** After this it is gone for good. */
  expires_at: v.string(),
});

/** Deleted things, newest first, restorable until `expires_at` (30 days). */
export const listTrash = defineEndpoint({
  name: 'listTrash',
  description: 'Deleted things, restorable for 30 days.',
  method: 'GET',
  path: '/api/admin/trash',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(TrashItem) }),
});
