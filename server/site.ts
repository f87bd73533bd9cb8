import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { serveFile } from './static.ts';
import { type PageRenderer, type RendererModule, SITE_DOCUMENTS } from '../contracts/renderer.ts';

/**
 * The site: the browser build's files from `dist/client`, and every page rendered on
 * request by the server build (`dist/server/entry-server.js`), which reads its data
 * through the same contracts as the browser. Rendered pages are kept for a short
 * while per address; a change to the database by anyone else (a new post or job)
 * empties that cache at once.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
/** Browsers revalidate every time (an ETag makes that cheap); a CDN may serve a page for a minute, and a stale one while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const RETRY_AFTER_SECONDS = 30;
/** How long a rendered page is reused by this server when nothing changed. */
const PAGE_TTL_MS = 60_000;
const PAGE_CACHE_LIMIT = 500;

/** Paths the page renderer never answers. */
const RESERVED = /^\/(?:api|storage|upload)(?:\/|$)/;


export interface SiteOptions {
  /** Holds `client/` (the browser build) and `server/` (the renderer). */
  staticDir: string;
  /** The provider, called in-process by the renderer for relative `/api` paths. */
  providerFetch: (request: Request) => Response | Promise<Response>;
  /** Changes whenever the content may have changed; cached pages from another version are dropped. */
  contentVersion: () => number;
  /** SITE_URL: the public origin for canonical addresses; default the request's origin. */
  siteUrl?: string | undefined;
  /** Where an address moved (a post whose slug changed): answered with 301 before anything is rendered. */
  redirectFor?: (path: string) => string | undefined;
}

type Encoding = 'br' | 'gzip';

/** A body as served: its validator, and each compressed copy, made on the first request that accepts it and kept with it. */
export interface PreparedBody {
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

interface CachedPage extends PreparedBody {
  status: number;
  headers: [string, string][];
  version: number;
  expires: number;
}

/** The built site exists: both halves of `npm run build`. */
export const hasBuiltSite = (staticDir: string) =>
  existsSync(join(staticDir, 'client', '.vite', 'manifest.json')) && existsSync(join(staticDir, 'server', 'entry-server.js'));

/** Loads the renderer once, with the manifest of the same build, and gives it the in-process provider. */
export function loadRenderer(staticDir: string, providerFetch: SiteOptions['providerFetch']): Promise<PageRenderer> {
  const viteManifest: unknown = JSON.parse(readFileSync(join(staticDir, 'client', '.vite', 'manifest.json'), 'utf8'));
  const inProcessFetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('/')) return globalThis.fetch(input, init);
    return providerFetch(new Request(new URL(url, 'http://provider.internal'), init));
  };
  return import(pathToFileURL(join(staticDir, 'server', 'entry-server.js')).href).then((module: RendererModule) =>
    module.createPageRenderer({ viteManifest, fetch: inProcessFetch }),
  );
}

/** A body ready to serve, hashed once for its ETag; its compressed copies come later (encodedBody). */
export const prepareBody = (body: string): PreparedBody => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  encoded: {},
});

/** If-None-Match lists the ETag (or `*`): the copy the client has is current. */
function isFresh(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Pages smaller than this go out as they are. */
const COMPRESS_MIN_BYTES = 1024;
/** Static text files of the build have `.br` and `.gz` copies (scripts/precompress.ts). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml|font\/(?:ttf|otf))/;

/** The best encoding both sides know: Brotli, then gzip, whatever order the client lists them in (`;q=0` refuses one). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding) || accepted.has('*'));
}

/** Quick settings: a page is compressed once per minute at most, and these take a few milliseconds for a large page. */
function encode(body: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(body, { level: 6 });
  return new Uint8Array(compressed);
}

/** The body in `encoding`: compressed on the first request that takes it, then kept with it. */
export const encodedBody = (prepared: PreparedBody, encoding: Encoding) => (prepared.encoded[encoding] ??= encode(prepared.body, encoding));

/** Each encoding of a page is its own representation, with its own validator. */
export const etagFor = (etag: string, encoding: Encoding | undefined) => (encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);

function pageHeaders(status: number): Record<string, string> {
  if (status >= 500) return { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) };
  return { 'Cache-Control': PAGE_CACHE_CONTROL };
}

/** A last resort when the renderer itself cannot run: a plain page, never a stack trace. */
const UNAVAILABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable — ITBD</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>We will be right back</h1><p>This page could not be loaded just now. Please try again in a minute.</p></body></html>`;

/** The last-resort page has no script, only its inline style. */
const UNAVAILABLE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function siteRoutes(options: SiteOptions): Hono {
  const app = new Hono();
  const clientDir = join(options.staticDir, 'client');
  // The build's `.br` and `.gz` copies, by the request's Accept-Encoding.
  const files = serveStatic({ root: clientDir, precompressed: true });
  let renderer: Promise<PageRenderer> | null = null;
  const getRenderer = () => (renderer ??= loadRenderer(options.staticDir, options.providerFetch));
  const cache = new Map<string, CachedPage>();
  const siteUrlOf = (c: Context) => (options.siteUrl || new URL(c.req.url).origin).replace(/\/+$/, '');

  const rendering = new Map<string, Promise<CachedPage>>();

  /** A rendered page or document from the cache, or made now (once, however many ask at the same time) and kept when it may be shared. */
  function cached(key: string, make: () => Promise<Pick<CachedPage, 'status' | 'body' | 'headers'>>): Promise<CachedPage> {
    const version = options.contentVersion();
    const hit = cache.get(key);
    if (hit && hit.version === version && hit.expires > Date.now()) return Promise.resolve(hit);
    const inFlight = rendering.get(key);
    if (inFlight) return inFlight;
    const page = make()
      .then((made) => {
        const page: CachedPage = { ...made, ...prepareBody(made.body), version, expires: Date.now() + PAGE_TTL_MS };
        cache.delete(key);
        if (made.status < 500) {
          if (cache.size >= PAGE_CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
          cache.set(key, page);
        }
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, page);
    return page;
  }

  function reply(c: Context, page: CachedPage) {
    const headers = new Headers(page.headers);
    for (const [name, value] of Object.entries(pageHeaders(page.status))) headers.set(name, value);
    const encoding = page.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(c.req.header('Accept-Encoding')) : undefined;
    const etag = etagFor(page.etag, encoding);
    headers.set('ETag', etag);
    headers.set('Vary', 'Accept-Encoding');
    if (encoding) headers.set('Content-Encoding', encoding);
    if (page.status === 200 && isFresh(c, etag)) return new Response(null, { status: 304, headers });
    if (c.req.method === 'HEAD') return new Response(null, { status: page.status, headers });
    return new Response(encoding ? encodedBody(page, encoding) : page.body, { status: page.status, headers });
  }

  for (const name of SITE_DOCUMENTS) {
    app.get(`/${name}`, async (c) => {
      const siteUrl = siteUrlOf(c);
      const page = await cached(`${siteUrl}/${name}`, async () => {
        const made = await (await getRenderer()).document(name, { siteUrl });
        if (!made) return { status: 503, body: 'Temporarily unavailable', headers: [['Content-Type', 'text/plain; charset=utf-8']] };
        return { status: 200, body: made.body, headers: [['Content-Type', made.type]] };
      });
      return reply(c, page);
    });
  }

  // A form sent before the page's script took over (its method is post, so its fields never enter an address or a log):
  // back to the same page, which the visitor can send again.
  app.post('*', (c, next) => (RESERVED.test(c.req.path) ? next() : c.redirect(c.req.path, 303)));

  app.get('*', async (c, next) => {
    if (RESERVED.test(c.req.path)) return next();
    // Dot folders (Vite's manifest) are the build's, not the site's.
    const found = c.req.path.includes('/.') ? undefined : await serveFile(files, c);
    if (found) {
      found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : SHORT);
      // Also on the uncompressed copy, so a cache in between never hands it to a client that takes Brotli.
      if (COMPRESSIBLE_TYPE.test(found.headers.get('Content-Type') ?? '')) found.headers.set('Vary', 'Accept-Encoding');
      return found;
    }
    // A missing hashed file stays a 404, never a page a browser would try to run as a script.
    if (c.req.path.startsWith('/assets/') || /\.[a-z\d]{1,8}$/i.test(c.req.path)) return next();
    const moved = options.redirectFor?.(c.req.path);
    if (moved) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${moved}${search}`, 301);
    }

    const siteUrl = siteUrlOf(c);
    const url = new URL(c.req.url);
    try {
      const page = await cached(`${siteUrl}${url.pathname}${url.search}`, async () => {
        const response = await (await getRenderer()).render(new Request(c.req.url, { headers: { Accept: 'text/html' } }), {
          siteUrl,
        });
        const location = response.headers.get('Location');
        const policy = response.headers.get('Content-Security-Policy');
        const body = await response.text();
        // A failure of the provider while rendering: the site's error page, and a hint when to try again.
        const status = response.status >= 500 ? 503 : response.status;
        const headers: [string, string][] = [['Content-Type', 'text/html; charset=utf-8']];
        if (location) headers.push(['Location', location]);
        // Names this body's inline scripts by hash: cached with it, never apart.
        if (policy) headers.push(['Content-Security-Policy', policy]);
        return { status, body, headers };
      });
      return reply(c, page);
    } catch (error) {
      console.error(`Rendering ${c.req.path} failed:`, error);
      return c.html(UNAVAILABLE_HTML, 503, { ...pageHeaders(503), 'Content-Security-Policy': UNAVAILABLE_CSP });
    }
  });
  return app;
}
