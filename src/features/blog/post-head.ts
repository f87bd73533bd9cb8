import type { Post } from '@contracts/blog/post';
import { POST_NOT_FOUND } from '@/features/blog/messages';
import { absoluteUrl, pageHead } from '@/lib/head';
import { blogPostingJsonLd, jsonLdScript } from '@/lib/seo/json-ld';
import { excerpt } from '@/lib/text';
import { providerUrl } from '@/lib/urls';

/** A post's title, summary and thumbnail as its share card, with BlogPosting data (the breadcrumb describes itself). */
export function postHead(post: Post | undefined, siteUrl: string, pathname: string, notFound: boolean) {
  if (!post) return pageHead(notFound ? POST_NOT_FOUND : 'Blog Post', 'An article from the ITBD blog.');
  const url = absoluteUrl(siteUrl, pathname);
  const summary = excerpt(post.content, 155);
  const thumbnail = providerUrl(post.thumbnail);
  const image = thumbnail ? absoluteUrl(siteUrl, thumbnail) : null;
  return {
    ...pageHead(post.title, summary, { type: 'article', image, feed: true }),
    scripts: [
      jsonLdScript(
        blogPostingJsonLd({ post, url, imageUrl: image, description: summary, publisherLogoUrl: absoluteUrl(siteUrl, '/favicon.svg') }),
      ),
    ],
  };
}
