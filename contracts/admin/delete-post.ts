import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deletePost = defineEndpoint({
  name: 'deletePost',
  description: 'Moves a blog post to the trash, with its old slugs.',
  method: 'POST',
  path: '/api/admin/posts/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
