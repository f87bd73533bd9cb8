import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminCategory, CategoryInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updateCategory = defineEndpoint({
  name: 'updateCategory',
  description: 'Renames a portfolio category.',
  method: 'POST',
  path: '/api/admin/categories/:id',
  auth: true,
  staff: 'editor',
  request: CategoryInput,
  response: Saved(AdminCategory),
});
