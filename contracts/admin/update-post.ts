import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminPost, PostInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updatePost = defineEndpoint({
  name: 'updatePost',
  description: 'Changes a blog post; a changed slug keeps the old address answering 301.',
  method: 'POST',
  path: '/api/admin/posts/:id',
  auth: true,
  staff: 'editor',
  request: PostInput,
  response: Saved(AdminPost),
});
