import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { NumberLike, Paginated } from '../shared.ts';
import { Post } from './post.ts';

export const LatestPostsQuery = v.object({
  page: v.optional(v.pipe(NumberLike, v.integer(), v.minValue(1)), 1),
});

export const getLatestPosts = defineEndpoint({
  name: 'getLatestPosts',
  description: 'The latest posts, one page at a time (`page`, default 1).',
  method: 'GET',
  path: '/api/latest/posts',
  query: LatestPostsQuery,
  response: v.object({ data: Paginated(Post) }),
});
