import type { Post } from '@contracts/blog/post';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { JsonLd } from '@/components/json-ld';
import { postCard } from '@/features/blog/post-head';
import { absoluteUrl } from '@/lib/head';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting';

/**
 * Google's BlogPosting data for the post, in the page rather than its head: the page's chunk
 * carries the structured-data code, not every page's entry (crawlers read JSON-LD in the body too).
 */
export function PostingData({ post }: { post: Post }) {
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const { pathname } = useLocation();
  const data = useMemo(() => {
    const { summary, image } = postCard(post, siteUrl);
    const url = absoluteUrl(siteUrl, pathname);
    return blogPostingJsonLd({ post, url, imageUrl: image, description: summary, publisherLogoUrl: absoluteUrl(siteUrl, '/favicon.svg') });
  }, [post, siteUrl, pathname]);
  return <JsonLd data={data} />;
}
