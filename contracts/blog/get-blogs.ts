import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Post } from './post.ts';

export const getBlogs = defineEndpoint({
  name: 'getBlogs',
  description: 'Every blog post, newest first, each with its full HTML content.',
  method: 'GET',
  path: '/api/blogs',
  response: v.object({ data: v.array(Post) }),
});
