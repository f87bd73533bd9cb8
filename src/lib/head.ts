/**
 * Document head tags. A route's `head` says what its page is (`pageHead`); the root
 * route adds what every page carries (`siteHead`): the canonical address, the share
 * card's site-wide tags and image, and `noindex` where search engines have no business.
 * The router keeps the deepest route's tag when two routes set the same name or property.
 */
import type { AnyRouteMatch } from '@tanstack/react-router';

export const SITE_NAME = 'ITBD';
/** The site's own title: the home page's, and that of any page that sets none. */
export const SITE_TITLE = 'ITBD — Software, Web and Digital Services Agency';
const DEFAULT_DESCRIPTION =
  'ITBD designs, builds and grows websites, apps and business software for companies in Bangladesh and abroad.';

/** The kinds of page with a share image of their own, drawn at build time by scripts/og-images.ts. */
export const OG_PAGE_TYPES = [
  'home', 'about', 'team', 'services', 'product', 'sister-concern', 'portfolio',
  'blog', 'career', 'job', 'contact', 'affiliate', 'default',
] as const;
export type OgPageType = (typeof OG_PAGE_TYPES)[number];

/** The share card's alt text on a page that names none: the site's own card. */
const IMAGE_ALT = `${SITE_NAME}: software, web and digital services`;

const PAGE_TYPES: readonly [prefix: string, type: OgPageType][] = [
  ['/about/our-team', 'team'],
  ['/about', 'about'],
  ['/services', 'services'],
  ['/project', 'product'],
  ['/industries', 'sister-concern'],
  ['/portfolio', 'portfolio'],
  ['/blog', 'blog'],
  ['/career/job-description', 'job'],
  ['/career/apply-job', 'job'],
  ['/career', 'career'],
  ['/contact', 'contact'],
  ['/affiliate', 'affiliate'],
];

export function ogPageType(pathname: string): OgPageType {
  if (pathname === '/') return 'home';
  return PAGE_TYPES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`))?.[1] ?? 'default';
}

/** The back office (/admin and below): staff only, in a frame of its own. */
export const isBackOfficePath = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);

/** An address on the public site: SITE_URL (or the request's origin) joined with a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

type MetaTag = Record<string, string>;

export interface PageHeadOptions {
  /** An absolute image URL for the share card (a post's thumbnail); otherwise the page type's image. */
  image?: string | null;
  /** Open Graph type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** Links the blog's feed, for feed readers (the blog's pages). */
  feed?: boolean;
}

/** The blog's RSS feed, served at the site's root. */
export const FEED_LINK = { rel: 'alternate', type: 'application/rss+xml', title: 'The ITBD blog', href: '/feed.xml' };

/** A page's title, description and their share-card copies. */
export function pageHead(title: string, description: string, options: PageHeadOptions = {}) {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    // The share card shows the page's title (or the post's thumbnail): its alt text names what the card is about.
    { property: 'og:image:alt', content: fullTitle },
    { name: 'twitter:image:alt', content: fullTitle },
  ];
  if (options.type) meta.push({ property: 'og:type', content: options.type });
  if (options.image) {
    meta.push({ property: 'og:image', content: options.image }, { name: 'twitter:image', content: options.image });
  }
  return { meta: [{ title: fullTitle }, ...meta], links: options.feed ? [FEED_LINK] : [] };
}

/** Did the router land on a not-found page (an unknown address, or a loader's `notFound()`)? */
const isNotFoundMatch = (matches: readonly AnyRouteMatch[]) =>
  // `_notFound` marks the match that shows an unknown address's not-found page (not in the router's types).
  matches.some((match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true);

/** What every page's head carries, from the root route. */
export function siteHead(matches: readonly AnyRouteMatch[], { fontUrl }: { fontUrl: string }) {
  const leaf = matches.at(-1);
  const siteUrl: string = leaf?.context.siteUrl ?? '';
  const pathname = leaf?.pathname ?? '/';
  const notFound = isNotFoundMatch(matches);
  const image = absoluteUrl(siteUrl, `/og/${notFound ? 'default' : ogPageType(pathname)}.png`);
  const canonical = absoluteUrl(siteUrl, pathname === '/' ? '/' : pathname.replace(/\/+$/, ''));

  const meta: MetaTag[] = [
    { charSet: 'utf-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'theme-color', content: '#0b63b6' },
    { name: 'description', content: DEFAULT_DESCRIPTION },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    // A page's own head names its card (pageHead); this is for pages that set none.
    { property: 'og:image:alt', content: IMAGE_ALT },
    { name: 'twitter:image:alt', content: IMAGE_ALT },
  ];
  if (!notFound) meta.push({ property: 'og:url', content: canonical });
  // Pages the server does not render (`ssr: false`, the affiliate portal) are private: personal, and only a shell in the HTML.
  const clientOnly = matches.some((match) => match.ssr === false);
  if (notFound || clientOnly) meta.push({ name: 'robots', content: 'noindex' });

  return {
    meta: [{ title: notFound ? `Page Not Found — ${SITE_NAME}` : SITE_TITLE }, ...meta],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
      ...(notFound ? [] : [{ rel: 'canonical', href: canonical }]),
    ],
  };
}
