/**
 * schema.org structured data (JSON-LD) built from the provider's records, for the
 * rich results Google documents: Organization, BreadcrumbList and BlogPosting (Article),
 * with the helpers JobPosting (job-posting.ts, which only a job's page loads) shares.
 * Pure data in, plain objects out; `jsonLdScript` makes them safe to inline in a <script> tag.
 */
import type { Post } from '@contracts/blog/post';
import type { WebsiteSettings } from '@contracts/settings/get-website-settings';
import { absoluteUrl, SITE_NAME } from '@/lib/head';
import { isoDateTime } from '@/lib/seo/dates';

export const CONTEXT = 'https://schema.org';

export type Text = string | null | undefined;

/** Trimmed text, or undefined when nothing is left, so empty fields are left out. */
export function clean(text: Text): string | undefined {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value || undefined;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

/** The label of whichever pattern matches earliest in the text, so the first thing named wins. */
export function firstMention<T>(text: string, table: readonly (readonly [RegExp, T])[]): T | undefined {
  let found: { label: T; at: number } | undefined;
  for (const [pattern, label] of table) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!found || at < found.at)) found = { label, at };
  }
  return found?.label;
}

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  addressCountry?: string;
}

export interface OrganizationRef {
  '@type': 'Organization';
  name: string;
  url?: string;
  sameAs?: string;
  logo?: string;
}

interface PersonRef {
  '@type': 'Person';
  name: string;
}

// ---------------------------------------------------------------- Organization

export interface OrganizationJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
  contactPoint?: {
    '@type': 'ContactPoint';
    contactType: 'customer service';
    telephone?: string;
    email?: string;
  };
  sameAs?: string[];
  address?: PostalAddress;
}

export interface OrganizationOptions {
  siteUrl: string;
  /** The logo's address; a site-relative path is resolved against `siteUrl`. */
  logoUrl: string;
  /** Undefined when the settings call failed: the contact details are then left out, not guessed. */
  settings: WebsiteSettings | null | undefined;
  /** Profile addresses; empty and non-http entries (placeholders such as '#') are dropped. */
  socialProfiles?: readonly Text[];
  addressCountry?: string;
}

export function organizationJsonLd({
  siteUrl,
  logoUrl,
  settings,
  socialProfiles = [],
  addressCountry = 'BD',
}: OrganizationOptions): OrganizationJsonLd {
  const telephone = clean(settings?.phone1);
  const email = clean(settings?.email1);
  const streetAddress = clean(settings?.address);
  const sameAs = [
    ...new Set(socialProfiles.map(clean).filter((href): href is string => href !== undefined && isHttpUrl(href))),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, logoUrl),
    ...((telephone || email) && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(telephone && { telephone }),
        ...(email && { email }),
      },
    }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(streetAddress && { address: { '@type': 'PostalAddress', streetAddress, addressCountry } }),
  };
}

// ---------------------------------------------------------------- BreadcrumbList

export interface BreadcrumbItem {
  name: string;
  /** Site-relative ('/blog'), or absolute. */
  url: string;
}

export interface BreadcrumbJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** A trail for search engines, each address made absolute against `siteUrl`. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): BreadcrumbJsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clean(crumb.name) ?? '',
      item: absoluteUrl(siteUrl, crumb.url),
    })),
  };
}

// ---------------------------------------------------------------- BlogPosting

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

// ---------------------------------------------------------------- <script> tag

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The props of a JSON-LD <script> tag. '<', '>' and '&' become \u escapes so no
 * value can close the tag ('</script>') or open a comment; U+2028/U+2029 are
 * escaped for parsers that still read JSON as JavaScript. The JSON means the same.
 */
export function jsonLdScript(data: object): { type: 'application/ld+json'; children: string } {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  };
}
