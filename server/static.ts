import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const MEDIA_CACHE = 'public, max-age=604800';
/** Media is never a document: an SVG opened directly must not run script or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** serveStatic answers `undefined` (through our no-op next) when there is no such file. */
export async function serveFile(files: MiddlewareHandler, c: Context): Promise<Response | undefined> {
  const found: unknown = await files(c, async () => {});
  return found instanceof Response ? found : undefined;
}

/** `/storage/*` and `/upload/*` from `${mediaDir}/storage` and `${mediaDir}/upload`. */
export function mediaRoutes(mediaDir: string): Hono {
  const app = new Hono();
  // The seed's SVG scenes (2 to 5 KB, a third of that gzipped) have no precompressed copies; photos are not compressible and pass as they are.
  // Scoped to media: mounted at `/`, an unscoped use would compress every route after it (the pages) as well.
  const compressMedia = compress();
  app.use('/storage/*', compressMedia);
  app.use('/upload/*', compressMedia);
  const files = serveStatic({ root: mediaDir });
  const handler: MiddlewareHandler = async (c) => {
    const found = await serveFile(files, c);
    if (!found) return c.json({ message: 'Not Found.' }, 404);
    found.headers.set('Cache-Control', MEDIA_CACHE);
    found.headers.set('Content-Security-Policy', MEDIA_CSP);
    // The site may be served from another origin than its provider (VITE_MEDIA_BASE_URL) and still show these.
    found.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return found;
  };
  app.get('/storage/*', handler);
  app.get('/upload/*', handler);
  return app;
}
