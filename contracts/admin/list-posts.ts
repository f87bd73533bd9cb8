import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminPost } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listPosts = defineEndpoint({
  name: 'listPosts',
  description: 'Every blog post, drafts included.',
  method: 'GET',
  path: '/api/admin/posts',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminPost) }),
});
