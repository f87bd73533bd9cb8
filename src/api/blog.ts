import { getBlogs } from '@contracts/blog/get-blogs';
import { getFeaturedPosts } from '@contracts/blog/get-featured-posts';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import { getPostDetails } from '@contracts/blog/get-post-details';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { endpointQuery } from '@/api/endpoint-options';

export const blogQueries = {
  all: () => ['blog'] as const,
  list: () => endpointQuery([...blogQueries.all(), 'list'], getBlogs, (reply) => reply.data),
  featured: () => endpointQuery([...blogQueries.all(), 'featured'], getFeaturedPosts, (reply) => reply.data?.data ?? []),
  /** One page of the latest posts, with the paginator's fields. */
  latest: (page: number) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'latest', page],
      queryFn: ({ signal }) => request(getLatestPosts, { query: { page }, signal }).then((reply) => reply.data),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug],
      queryFn: ({ signal }) => request(getPostDetails, { params: { slug }, signal }).then((reply) => reply.data),
    }),
};
