import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteCategory = defineEndpoint({
  name: 'deleteCategory',
  description: 'Moves a portfolio category to the trash; 409 while projects use it.',
  method: 'POST',
  path: '/api/admin/categories/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
