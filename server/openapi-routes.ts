import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwaggerUI } from '@hono/swagger-ui';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { loadContracts } from './contracts-on-disk.ts';
import { DOCS_ASSETS_PATH, DOCS_PATH, OPENAPI_PATH, buildOpenApiDocument } from './openapi.ts';
import { type PreparedBody, encodedBody, etagFor, prepareBody, preferredEncoding } from './site.ts';

/**
 * Swagger UI's files, served from node_modules. @hono/swagger-ui links them from a CDN
 * (jsDelivr) unless given a base: with this origin's `${DOCS_PATH}` as the base, the page
 * asks for `${DOCS_ASSETS_PATH}/<file>`, so it loads nothing from another origin.
 */
const SWAGGER_UI_DIR = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/swagger-ui-bundle.js')));

const ASSETS: Record<string, { type: string; body: () => string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: () => readFileSync(join(SWAGGER_UI_DIR, 'swagger-ui.css'), 'utf8') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFileSync(join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), 'utf8'),
  },
};

// validatorUrl 'none': Swagger UI would otherwise send the description to swagger.io's online validator.
const REFERENCE = SwaggerUI({ url: OPENAPI_PATH, baseUrl: DOCS_PATH, deepLinking: true, validatorUrl: 'none' });

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>ITBD provider API reference</title>
</head>
<body>
<main>
<noscript>The reference needs JavaScript; the description itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
${REFERENCE}
</main>
</body>
</html>
`;

/**
 * @hono/swagger-ui starts Swagger UI from an inline script. The policy allows exactly that
 * script by its hash (as the site's pages do theirs), never 'unsafe-inline'.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );

/** Only this origin's scripts (and the one inline start), styles and the description; Swagger UI draws its icons as data: images. */
const DOCS_CSP = [
  "default-src 'none'",
  ["script-src 'self'", ...inlineScriptHashes(PAGE)].join(' '),
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A body prepared once (hashed, then compressed once per encoding), in the encoding the
 * client prefers. Its ETag set here, the API's ETag middleware answers a revalidation from
 * it instead of hashing the body; already encoded, it is left alone by the API's per-response
 * compression.
 */
function servePrepared(c: Context<AppEnv>, served: PreparedBody, type: string, cacheControl: string): Response {
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  c.header('Content-Type', type);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', etagFor(served.etag, encoding));
  if (!encoding) return c.body(served.body);
  c.header('Content-Encoding', encoding);
  return c.body(encodedBody(served, encoding));
}

/** `/api/openapi.json` (the description) and `/api/docs` (a page to read it). */
export function openApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Built once, on the first request: importing every contract module is not start-up work.
  let description: Promise<PreparedBody> | undefined;
  // The bundle is 1.7 MB: read, hashed and compressed once, not on every request.
  const prepared = new Map<string, PreparedBody>();

  app.get(OPENAPI_PATH, async (c) => {
    description ??= loadContracts()
      .then(buildOpenApiDocument)
      .then((document) => prepareBody(JSON.stringify(document)));
    return servePrepared(c, await description, 'application/json', 'no-cache');
  });

  app.get(DOCS_PATH, (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(PAGE);
  });

  app.get(`${DOCS_ASSETS_PATH}/:asset`, (c) => {
    const name = c.req.param('asset');
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) return c.json({ message: 'Not Found.' }, 404);
    let served = prepared.get(name);
    if (!served) {
      served = prepareBody(asset.body());
      prepared.set(name, served);
    }
    return servePrepared(c, served, asset.type, 'public, max-age=3600');
  });

  return app;
}
