/**
 * The crawler-facing text files: sitemap.xml (sitemaps.org 0.9), robots.txt and
 * the blog's RSS 2.0 feed. Built as strings so the server can answer them
 * without a DOM or an XML library.
 */
import { absoluteUrl } from '@/lib/head';
import { type DateInput, parseTimestamp, rfc822, w3cDate } from '@/lib/seo/dates';

/**
 * Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF)
 * make the whole document unreadable, so they go; so do the C1 controls it
 * discourages. Editors paste these in from Word more often than one would think.
 */
const NOT_XML = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** Optional elements are left out rather than written empty. */
const optionalElement = (name: string, text: string | null | undefined) => (text?.trim() ? [element(name, text.trim())] : []);

const indent = (depth: number, lines: readonly string[]) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

/**
 * An absolute http(s) address in the form crawlers expect (non-ASCII paths
 * percent-encoded, hosts in punycode), or undefined when it is not one.
 */
function normaliseUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- sitemap.xml

export interface SitemapEntry {
  /** An absolute address; relative ones are not allowed by the protocol and are left out. */
  loc: string;
  lastmod?: DateInput;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = normaliseUrl(entry.loc);
    if (!loc || seen.has(loc)) continue;
    seen.add(loc);
    urls.push('<url>', ...indent(1, [element('loc', loc), ...optionalElement('lastmod', w3cDate(entry.lastmod))]), '</url>');
  }
  return [XML_DECLARATION, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...indent(1, urls), '</urlset>', ''].join('\n');
}

// ---------------------------------------------------------------- robots.txt

export interface RobotsOptions {
  siteUrl: string;
  /** Path prefixes kept out of search (the affiliate portal's private pages). */
  disallow: readonly string[];
}

export function robotsTxt({ siteUrl, disallow }: RobotsOptions): string {
  // A line break inside a path would start a directive of its own.
  const paths = new Set(
    disallow
      .map((path) => path.replace(/[\r\n]+/g, '').trim())
      .filter(Boolean)
      .map((path) => (path.startsWith('/') || path.startsWith('*') ? path : `/${path}`)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...[...paths].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- RSS 2.0

export interface FeedItem {
  title: string;
  /** The item's absolute address; it is also its guid. */
  url: string;
  date: DateInput;
  /** The post's opening as plain-text paragraphs (escaped here): the description carries them as `<p>`s. */
  summary: readonly string[];
  author?: string | null;
  imageUrl?: string | null;
}

export interface FeedOptions {
  siteUrl: string;
  /** The feed's own address (atom:link rel="self"). */
  feedUrl: string;
  title: string;
  description: string;
  items: readonly FeedItem[];
  /** Defaults to the newest item's date, so the feed does not change when its content has not. */
  lastBuildDate?: DateInput;
  language?: string;
}

/** Text inside the description's HTML: only what HTML itself would read as markup. */
const escapeHtmlText = (text: string) => text.replace(/[&<>]/g, (char) => XML_ENTITIES[char] ?? char);

const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif', gif: 'image/gif', jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml', webp: 'image/webp',
};

/** An image's MIME type from its address's extension, for readers that pick media by type. */
export function imageType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://x').pathname)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

function mediaContent(url: string): string {
  const type = imageType(url);
  return `<media:content url="${escapeXml(url)}" medium="image"${type ? ` type="${type}"` : ''}/>`;
}

function feedItem(item: FeedItem): string[] {
  const link = normaliseUrl(item.url) ?? item.url;
  const image = item.imageUrl ? normaliseUrl(item.imageUrl) : undefined;
  return [
    '<item>',
    ...indent(1, [
      element('title', item.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      ...optionalElement('pubDate', rfc822(item.date)),
      // RSS's own <author> must be an e-mail address; Dublin Core carries a name.
      ...optionalElement('dc:creator', item.author),
      element('description', item.summary.map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`).join('')),
      ...(image ? [mediaContent(image)] : []),
    ]),
    '</item>',
  ];
}

export function rssFeed({ siteUrl, feedUrl, title, description, items, lastBuildDate, language = 'en' }: FeedOptions): string {
  const newest = items
    .map((item) => parseTimestamp(item.date)?.instant)
    .filter((date): date is Date => date !== undefined)
    .reduce<Date | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
  const channel = [
    element('title', title),
    element('link', normaliseUrl(siteUrl) ?? siteUrl),
    element('description', description),
    element('language', language),
    ...optionalElement('lastBuildDate', rfc822(lastBuildDate ?? newest)),
    `<atom:link href="${escapeXml(normaliseUrl(feedUrl) ?? feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap(feedItem),
  ];
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    ...indent(1, ['<channel>', ...indent(1, channel), '</channel>']),
    '</rss>',
    '',
  ].join('\n');
}
