import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminCategory, CategoryInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createCategory = defineEndpoint({
  name: 'createCategory',
  description: 'Adds a portfolio category.',
  method: 'POST',
  path: '/api/admin/categories',
  auth: true,
  staff: 'editor',
  request: CategoryInput,
  response: Saved(AdminCategory),
});
