import type { Post } from '@contracts/blog/post';
import { POST_NOT_FOUND } from '@/features/blog/messages';
import { absoluteUrl, pageHead } from '@/lib/head';
import { excerpt } from '@/lib/text';
import { providerUrl } from '@/lib/urls';

/** How a post presents itself to machines: its summary and its picture's absolute address (share card, BlogPosting data). */
export function postCard(post: Post, siteUrl: string) {
  const thumbnail = providerUrl(post.thumbnail);
  return { summary: excerpt(post.content, 155), image: thumbnail ? absoluteUrl(siteUrl, thumbnail) : null };
}

/** A post's title, summary and thumbnail as its share card (its structured data is in the page: posting-data.tsx). */
export function postHead(post: Post | undefined, siteUrl: string, notFound: boolean) {
  if (!post) return pageHead(notFound ? POST_NOT_FOUND : 'Blog Post', 'An article from the ITBD blog.');
  const { summary, image } = postCard(post, siteUrl);
  return pageHead(post.title, summary, { type: 'article', image, feed: true });
}
