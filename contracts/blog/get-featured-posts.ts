import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Paginated } from '../shared.ts';
import { Post } from './post.ts';

/** SPEC §7: the posts are under `data.data`, an empty list when absent. */
export const getFeaturedPosts = defineEndpoint({
  name: 'getFeaturedPosts',
  description: 'The posts marked as featured, paginated.',
  method: 'GET',
  path: '/api/featured/posts',
  response: v.object({
    data: v.optional(v.nullable(Paginated(Post)), () => ({ data: [] })),
  }),
});
