/**
 * The documents crawlers and feed readers ask for: the sitemap (every public page,
 * post and open job), robots.txt, and the blog's RSS feed. Pages come from the route
 * tree itself and the offerings catalogue, so a new page is listed without anyone
 * remembering to.
 */
import type { AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getBlogs } from '@contracts/blog/get-blogs';
import { blogQueries, FEED_EXCERPT_LENGTH } from '@/api/blog';
import { request } from '@/api/client';
import { careerQueries } from '@/api/career';
import { jobSlug } from '@/lib/job-slug';
import { CATALOGUE, type Catalogue, cataloguePaths } from '@/lib/catalogue';
import type { SiteDocument } from '@contracts/renderer';
import { FEED_LINK, absoluteUrl } from '@/lib/head';
import { once } from '@/lib/once';
import { machineAuthorName } from '@/lib/seo/blog-posting';
import { robotsTxt, rssFeed, sitemapXml } from '@/lib/seo/sitemap';
import { SITE_PAGES } from '@/lib/site-pages';
import { leadParagraphs } from '@/lib/text';
import { providerUrl } from '@/lib/urls';
import { createAppRouter } from '@/router';

/** Not pages of their own (the password reset belongs to the affiliate portal). */
const UNLISTED = new Set<string>([SITE_PAGES.forgotPassword.path]);
/** How many posts the feed carries. */
const FEED_SIZE = 20;

/** The site's routes, from a router built once, on the first sitemap request, only to read them. */
const siteRoutes = once((): readonly AnyRoute[] => Object.values(createAppRouter().routesById));

/** A route the server does not render (`ssr: false` on it or a layout above it): private pages made in the browser. */
const isClientOnly = (route: AnyRoute): boolean =>
  route.options.ssr === false || (route.parentRoute ? isClientOnly(route.parentRoute as AnyRoute) : false);

/** The routes with a page and no parameter (redirects have no component). */
const pageRoutes = (routes: readonly AnyRoute[]) =>
  routes.filter((route) => !route.isRoot && Boolean(route.options.component) && !route.fullPath.includes('$'));

const pathOfRoute = (route: AnyRoute) => (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/+$/, ''));

/** Every page of the route tree that is public (not client-only, not unlisted), and every page of the offerings catalogue. */
export function publicPagePaths(
  routes: readonly AnyRoute[] = siteRoutes(),
  catalogue: Catalogue = CATALOGUE,
): string[] {
  const paths = pageRoutes(routes)
    .filter((route) => !isClientOnly(route))
    .map(pathOfRoute)
    .filter((path) => !UNLISTED.has(path));
  return [...new Set([...paths, ...cataloguePaths(catalogue)])].sort();
}

/** The pages made in the browser alone (the affiliate portal, the back office): kept out of the sitemap, disallowed to crawlers, exported as the shell. */
export const clientOnlyPagePaths = (routes: readonly AnyRoute[] = siteRoutes()): string[] =>
  [...new Set(pageRoutes(routes).filter(isClientOnly).map(pathOfRoute))].sort();

/**
 * What robots.txt keeps crawlers out of: the client-only pages, the unlisted ones and the API.
 * A Disallow covers every path under it, so a page under one already listed is left out.
 */
function disallowedPaths(): string[] {
  const pages = [...clientOnlyPagePaths(), ...UNLISTED];
  const covered = (path: string) => pages.some((other) => path.startsWith(`${other}/`));
  return [...pages.filter((path) => !covered(path)), '/api/'];
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

  if (name === 'feed.xml') {
    // The feed quotes each post's opening paragraphs, so it reads the posts whole, not the lists' summaries.
    const { data: posts } = await request(getBlogs);
    const newestFirst = [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
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
            summary: leadParagraphs(post.content, FEED_EXCERPT_LENGTH),
            // The same author as the post's structured data: a generic byline ('Admin') is the organisation.
            author: machineAuthorName(post.author),
            imageUrl: thumbnail ? absoluteUrl(siteUrl, thumbnail) : undefined,
          };
        }),
      }),
      type: 'application/rss+xml; charset=utf-8',
    };
  }

  const posts = await queryClient.fetchQuery(blogQueries.list());
  const newestFirst = [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
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
