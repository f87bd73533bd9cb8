/**
 * A route's first-load JavaScript: the scripts the server links for it (the entry with its static
 * imports, then the route's chunks with theirs), read from the build's manifest through the same
 * router asset manifest the server renders with, so it does not depend on how fast a page loaded.
 * Shared by `npm run bench` (sizes) and `npm run bundle` (what those bytes are).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rootRouteId } from '@tanstack/react-router';
import { routerManifest, type ViteManifest } from '../src/ssr/manifest.ts';

/** Pages measured by the bench and described by the bundle report; a seeded post and service stand for their routes. */
export const SAMPLE_ROUTES: Record<string, string> = {
  '/': '/',
  '/blog': '/blog',
  '/blog/$slug': '/blog/how-we-cut-page-load-time-by-70-percent',
  '/services/$slug': '/services/web-design-development',
  '/portfolio': '/portfolio',
  '/career': '/career',
  '/contact': '/contact',
  '/affiliate': '/affiliate',
  '/about/company-overview': '/about/company-overview',
};

const routesOf = (clientDir: string) =>
  routerManifest(JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest).routes;

/**
 * The routes whose chunks a page loads: its parent layouts' (`/_guest` for `/_guest/affiliate-login`)
 * and its own. A folder's index has its folder's id with a trailing slash (`/blog` is
 * `routes/blog/index.tsx`, id `/blog/`) and is no layout of the folder's other pages.
 */
export function routeChain(routeIds: readonly string[], route: string): string[] {
  const own = routeIds.includes(route) ? route : `${route}/`;
  return routeIds.filter((id) => id !== rootRouteId && (id === own || (!id.endsWith('/') && own.startsWith(`${id}/`))));
}

/** Every page of the public site in the build: not a pathless layout (`/_guest`), not the back office. */
export function pageRoutes(clientDir: string): string[] {
  return Object.keys(routesOf(clientDir))
    .filter((id) => id !== rootRouteId && !/\/_[^/]*$/.test(id) && !/^\/admin(?:\/|$)/.test(id))
    .sort();
}

/** The entry's files and the page's own (its layouts' included), as paths under the client build (e.g. `/assets/entry-client-….js`). */
export function firstLoadScripts(clientDir: string, route: string): { entry: string[]; page: string[] } {
  const routes = routesOf(clientDir);
  const site = routes[rootRouteId]!;
  const entry = [...(site.scripts ?? []).flatMap((script) => script.attrs?.['src'] ?? []), ...(site.preloads ?? [])];
  const page = routeChain(Object.keys(routes), route).flatMap((id) => routes[id]!.preloads ?? []);
  return { entry, page: [...new Set(page)].filter((file) => !entry.includes(file)) };
}

export const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
/** As `scripts/precompress.ts` serves them: Brotli at its highest quality. */
export const brotliSize = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each script's sizes, measured once: every page shares the entry, and a name carries its content's hash. */
const scriptSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizesOf(path: string) {
  let sizes = scriptSizes.get(path);
  if (!sizes) {
    const bytes = readFileSync(path);
    sizes = { raw: bytes.length, gzip: gzipSize(bytes), brotli: brotliSize(bytes) };
    scriptSizes.set(path, sizes);
  }
  return sizes;
}

/** First-load JS in bytes, raw and compressed. */
export function firstLoadSizes(clientDir: string, route: string) {
  const { entry, page } = firstLoadScripts(clientDir, route);
  const sizes = [...entry, ...page].map((file) => sizesOf(join(clientDir, file)));
  const sum = (size: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, each) => total + each[size], 0);
  return { js: sum('raw'), jsGzip: sum('gzip'), jsBrotli: sum('brotli') };
}
