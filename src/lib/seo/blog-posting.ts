/** schema.org BlogPosting (Article) structured data for a post, and the author as machines read it. */
import type { Post } from '@contracts/blog/post';
import { SITE_NAME } from '@/lib/head';
import { isoDateTime } from '@/lib/seo/dates';
import { CONTEXT, type OrganizationRef, type PersonRef, type Text, clean } from '@/lib/seo/json-ld';

/** Google shows at most this many characters of an article's headline. */
export const HEADLINE_MAX = 110;

/**
 * Shortens to `max` characters (an added '…' included), cutting between words when
 * a word break falls in the last third, and never through an emoji's surrogate pair.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const head = characters.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace >= (max * 2) / 3 ? head.slice(0, lastSpace) : head;
  return `${cut.join('').replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** Placeholder bylines a CMS fills in; presenting them as a person would misinform. */
const GENERIC_AUTHORS = new Set(['admin', 'administrator', 'editor', 'staff', 'team', SITE_NAME.toLowerCase()]);

export interface BlogPostingJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'BlogPosting';
  headline: string;
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  author: PersonRef | OrganizationRef;
  publisher: Omit<OrganizationRef, 'logo'> & { logo: { '@type': 'ImageObject'; url: string } };
  image?: string[];
  datePublished?: string;
  /** The provider's `updated_at`, else the publication date: Google asks for both. */
  dateModified?: string;
  description?: string;
}

export interface BlogPostingOptions {
  post: Post;
  /** The post's canonical address. */
  url: string;
  /** The thumbnail's absolute address, when the post has one. */
  imageUrl?: string | null;
  publisherLogoUrl: string;
  /** A plain-text excerpt of the post (no HTML). */
  description?: string | null;
}

/**
 * The author as machines read it (the post's structured data, the feed): a person's name, or
 * the organisation's for a generic byline. The page itself shows the byline as given (SPEC §2: 'Admin').
 */
export function machineAuthorName(author: Text): string {
  const name = clean(author);
  return !name || GENERIC_AUTHORS.has(name.toLowerCase()) ? SITE_NAME : name;
}

export function blogPostingJsonLd({ post, url, imageUrl, publisherLogoUrl, description }: BlogPostingOptions): BlogPostingJsonLd {
  const authorName = machineAuthorName(post.author);
  const byOrganization = authorName === SITE_NAME;
  const datePublished = isoDateTime(post.created_at);
  const dateModified = isoDateTime(post.updated_at) ?? datePublished;
  const image = clean(imageUrl);
  const summary = clean(description);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: truncate(post.title, HEADLINE_MAX),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: byOrganization
      ? { '@type': 'Organization', name: SITE_NAME, ...(URL.canParse(url) && { url: new URL('/', url).href }) }
      : { '@type': 'Person', name: authorName },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: publisherLogoUrl } },
    ...(image && { image: [image] }),
    ...(datePublished && { datePublished }),
    ...(dateModified && { dateModified }),
    ...(summary && { description: summary }),
  };
}
