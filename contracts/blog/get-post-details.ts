import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Post } from './post.ts';

export const getPostDetails = defineEndpoint({
  name: 'getPostDetails',
  description: 'One blog post by its slug, with its HTML content; 404 when there is none.',
  method: 'GET',
  path: '/api/post/details/:slug',
  response: v.object({ data: Post }),
});
