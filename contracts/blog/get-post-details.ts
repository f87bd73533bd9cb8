import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Post } from './post.ts';

export const getPostDetails = defineEndpoint({
  name: 'getPostDetails',
  method: 'GET',
  path: '/api/post/details/:slug',
  response: v.object({ data: Post }),
});
