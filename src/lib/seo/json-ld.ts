/**
 * schema.org structured data (JSON-LD) built from the provider's records, for the
 * rich results Google documents: here BreadcrumbList (every inner page) and the helpers
 * the others share; Organization (organization.ts, the home page), BlogPosting
 * (blog-posting.ts, a post) and JobPosting (job-posting.ts, a job) are modules of their
 * own, so each page loads only its own. Pure data in, plain objects out; `jsonLdScript`
 * makes them safe to inline in a <script> tag.
 */
import { absoluteUrl } from '@/lib/head';

export const CONTEXT = 'https://schema.org';

export type Text = string | null | undefined;

/** Trimmed text, or undefined when nothing is left, so empty fields are left out. */
export function clean(text: Text): string | undefined {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value || undefined;
}

export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

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

export interface PersonRef {
  '@type': 'Person';
  name: string;
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
