import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminPost, PostInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createPost = defineEndpoint({
  name: 'createPost',
  description: 'Writes a blog post (draft or published); its HTML is sanitised on save and its slug must be unique.',
  method: 'POST',
  path: '/api/admin/posts',
  auth: true,
  staff: 'editor',
  request: PostInput,
  response: Saved(AdminPost),
});
