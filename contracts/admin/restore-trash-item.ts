import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/**
 * Puts a deleted thing back as it was, under its old id. Answers 409 when that cannot be
 * done (its slug or email was taken since, or its section or category is gone).
 */
export const restoreTrashItem = defineEndpoint({
  name: 'restoreTrashItem',
  description: 'Restores a deleted thing from the trash; 409 when it cannot come back.',
  method: 'POST',
  path: '/api/admin/trash/:id/restore',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
