import { getBlogs } from '@contracts/blog/get-blogs';
import { getFeaturedPosts } from '@contracts/blog/get-featured-posts';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import { getPostDetails } from '@contracts/blog/get-post-details';
import type { Post } from '@contracts/blog/post';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { endpointQuery } from '@/api/endpoint-options';
import { textStart } from '@/lib/text';

/**
 * A post as lists show it: its HTML body replaced by the start of its text. Lists
 * never render a body, and the server sends every query's data with the page: the
 * home page carried twelve whole posts to show three excerpts.
 */
export type PostSummary = Omit<Post, 'content'> & { text: string };

/** The feed's summary of a post (src/ssr/documents.ts), the longest excerpt the site cuts from a post summary. */
export const FEED_EXCERPT_LENGTH = 280;
/** One character past the longest excerpt, so `excerptOfText` still knows when to add '...'. */
const SUMMARY_LENGTH = FEED_EXCERPT_LENGTH + 1;

export const toPostSummary = ({ content, ...post }: Post): PostSummary => ({ ...post, text: textStart(content, SUMMARY_LENGTH) });

export const blogQueries = {
  all: () => ['blog'] as const,
  list: () => endpointQuery([...blogQueries.all(), 'list'], getBlogs, (reply) => reply.data.map(toPostSummary)),
  featured: () => endpointQuery([...blogQueries.all(), 'featured'], getFeaturedPosts, (reply) => (reply.data?.data ?? []).map(toPostSummary)),
  /** One page of the latest posts, with the paginator's fields. */
  latest: (page: number) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'latest', page],
      queryFn: ({ signal }) =>
        request(getLatestPosts, { query: { page }, signal }).then(({ data }) => ({ ...data, data: data.data.map(toPostSummary) })),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'detail', slug],
      queryFn: ({ signal }) => request(getPostDetails, { params: { slug }, signal }).then((reply) => reply.data),
    }),
};
