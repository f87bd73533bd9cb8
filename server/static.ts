import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const NO_CACHE = 'no-cache';
const MEDIA_CACHE = 'public, max-age=604800';
/** Media is never a document: an SVG opened directly must not run script or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Paths the single-page fallback must never answer. */
const RESERVED = /^\/(?:api|storage|upload)(?:\/|$)/;

/** serveStatic answers `undefined` (through our no-op next) when there is no such file. */
async function serveFile(files: MiddlewareHandler, c: Context): Promise<Response | undefined> {
  const found: unknown = await files(c, async () => {});
  return found instanceof Response ? found : undefined;
}

/** `/storage/*` and `/upload/*` from `${mediaDir}/storage` and `${mediaDir}/upload`. */
export function mediaRoutes(mediaDir: string): Hono {
  const app = new Hono();
  const files = serveStatic({ root: mediaDir });
  const handler: MiddlewareHandler = async (c) => {
    const found = await serveFile(files, c);
    if (!found) return c.json({ message: 'Not Found.' }, 404);
    found.headers.set('Cache-Control', MEDIA_CACHE);
    found.headers.set('Content-Security-Policy', MEDIA_CSP);
    return found;
  };
  app.get('/storage/*', handler);
  app.get('/upload/*', handler);
  return app;
}

/**
 * The built single-page app: files from `staticDir`, Vite's hashed `/assets/*`
 * cached for a year, and `index.html` for any other GET so client-side routes
 * load on refresh. A missing `/assets/*` file stays a 404 rather than HTML a
 * browser would try to run as a script.
 */
export function siteRoutes(staticDir: string): Hono {
  const app = new Hono();
  const files = serveStatic({ root: staticDir });
  app.get('*', async (c, next) => {
    if (RESERVED.test(c.req.path)) return next();
    const found = await serveFile(files, c);
    if (found) {
      const html = found.headers.get('content-type')?.startsWith('text/html') ?? false;
      found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : html ? NO_CACHE : SHORT);
      return found;
    }
    if (c.req.path.startsWith('/assets/')) return next();
    const index = await readFile(join(staticDir, 'index.html'), 'utf8').catch(() => undefined);
    if (index === undefined) return next();
    c.header('Cache-Control', NO_CACHE);
    return c.html(index);
  });
  return app;
}
