/**
 * The documents crawlers and feed readers ask for: the sitemap (every public page,
 * post and open job), robots.txt, and the blog's RSS feed. Pages come from the route
 * tree itself and the offerings catalogue, so a new page is listed without anyone
 * remembering to.
 */
import type { AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { blogQueries, FEED_EXCERPT_LENGTH } from '@/api/blog';
import { careerQueries } from '@/api/career';
import { jobSlug } from '@/features/career/jobs';
import { CATALOGUE, type Catalogue, cataloguePaths } from '@/lib/catalogue';
import { FEED_LINK, absoluteUrl, isPrivatePath } from '@/lib/head';
import { once } from '@/lib/once';
import { robotsTxt, rssFeed, sitemapXml } from '@/lib/seo/sitemap';
import { SITE_PAGES } from '@/lib/site-pages';
import { excerptOfText } from '@/lib/text';
import { providerUrl } from '@/lib/urls';
import { createAppRouter } from '@/router';

export type SiteDocument = 'sitemap.xml' | 'robots.txt' | 'feed.xml';

/** Not pages of their own (the password reset belongs to the affiliate portal). */
const UNLISTED = new Set<string>([SITE_PAGES.forgotPassword.path]);
/** How many posts the feed carries. */
const FEED_SIZE = 20;

/** The site's routes, from a router built once, on the first sitemap request, only to read them. */
const siteRoutes = once((): readonly AnyRoute[] => Object.values(createAppRouter().routesById));

/**
 * Every route with a page and no parameter (redirects have no component, portal
 * pages are private), and every page of the offerings catalogue.
 */
export function publicPagePaths(
  routes: readonly AnyRoute[] = siteRoutes(),
  catalogue: Catalogue = CATALOGUE,
): string[] {
  const paths = routes
    .filter((route) => !route.isRoot && Boolean(route.options.component))
    .map((route) => (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/+$/, '')))
    .filter((path) => !path.includes('$') && !isPrivatePath(path) && !UNLISTED.has(path));
  return [...new Set([...paths, ...cataloguePaths(catalogue)])].sort();
}

/** The back office: staff only, rendered in the browser, never crawled. */
const BACK_OFFICE = '/admin';

/**
 * What robots.txt keeps crawlers out of: the portal's pages, the unlisted ones, the back office and the API.
 * A Disallow covers every path under it, so a page under one already listed is left out.
 */
function disallowedPaths(): string[] {
  const pages = [...Object.values(SITE_PAGES).map((page) => page.path).filter(isPrivatePath), ...UNLISTED];
  const covered = (path: string) => pages.some((other) => path.startsWith(`${other}/`));
  return [...pages.filter((path) => !covered(path)), BACK_OFFICE, '/api/'];
}

const day = (date: string | null | undefined) => (date && !Number.isNaN(Date.parse(date)) ? date : undefined);

export async function siteDocument(
  name: SiteDocument,
  { siteUrl, queryClient, builtAt }: { siteUrl: string; queryClient: QueryClient; builtAt: string },
): Promise<{ body: string; type: string }> {
  if (name === 'robots.txt') {
    return {
      body: robotsTxt({
        siteUrl,
        disallow: disallowedPaths(),
      }),
      type: 'text/plain; charset=utf-8',
    };
  }

  const posts = await queryClient.fetchQuery(blogQueries.list());
  const newestFirst = [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

  if (name === 'feed.xml') {
    return {
      body: rssFeed({
        siteUrl,
        feedUrl: absoluteUrl(siteUrl, FEED_LINK.href),
        title: FEED_LINK.title,
        description: SITE_PAGES.blog.description,
        items: newestFirst.slice(0, FEED_SIZE).map((post) => {
          const thumbnail = providerUrl(post.thumbnail);
          return {
            title: post.title,
            url: absoluteUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`),
            date: post.created_at,
            summary: excerptOfText(post.text, FEED_EXCERPT_LENGTH),
            author: post.author ?? 'ITBD',
            imageUrl: thumbnail ? absoluteUrl(siteUrl, thumbnail) : undefined,
          };
        }),
      }),
      type: 'application/rss+xml; charset=utf-8',
    };
  }

  const jobs = await queryClient.fetchQuery(careerQueries.list());
  const newestPost = newestFirst[0]?.created_at;
  const entries = [
    ...publicPagePaths().map((path) => ({
      loc: absoluteUrl(siteUrl, path),
      // The blog's pages change with its newest post; the others with the site's build.
      lastmod: path.startsWith('/blog') ? (day(newestPost) ?? builtAt) : builtAt,
    })),
    ...newestFirst.map((post) => ({
      loc: absoluteUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`),
      lastmod: day(post.created_at) ?? builtAt,
    })),
    ...jobs.map((job) => ({
      loc: absoluteUrl(siteUrl, `/career/job-description/${encodeURIComponent(jobSlug(job))}`),
      lastmod: day(job.created_at) ?? builtAt,
    })),
  ];
  return { body: sitemapXml(entries), type: 'application/xml; charset=utf-8' };
}
