import { getBlogs } from '@contracts/blog/get-blogs';
import { getFeaturedPosts } from '@contracts/blog/get-featured-posts';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import { getPostDetails } from '@contracts/blog/get-post-details';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const blogQueries = {
  all: () => ['blog'] as const,
  list: () =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list'],
      queryFn: ({ signal }) => request(getBlogs, { signal }).then((reply) => reply.data),
    }),
  featured: () =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'featured'],
      queryFn: ({ signal }) => request(getFeaturedPosts, { signal }).then((reply) => reply.data?.data ?? []),
    }),
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
