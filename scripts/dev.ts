/**
 * `npm run dev`: the site rendered on request from the sources, with hot reload, and
 * the local provider, on one port (PORT, default 5173; DATA_DIR defaults to ./data).
 * Vite serves the modules; pages are rendered by `src/entry-server.tsx`, loaded
 * through Vite so an edit shows on the next request.
 */
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createApp } from '../server/app.ts';
import type { PageRenderer, RendererModule, SiteDocument } from '../contracts/renderer.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const provider = createApp({ dataDir: resolve(root, process.env.DATA_DIR ?? 'data') });
const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
const PROVIDER_PATH = /^\/(?:api|storage|upload)(?:\/|\?|$)/;

/** One renderer per version of the module: Vite hands back a new module after an edit. */
const renderers = new WeakMap<RendererModule, PageRenderer>();

const site = getRequestListener(async (request) => {
  const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as RendererModule;
  let renderer = renderers.get(module);
  if (!renderer) {
    renderer = module.createPageRenderer({
      viteManifest: 'dev',
      fetch: async (input, init) => provider.app.fetch(new Request(new URL(String(input), 'http://provider.internal'), init)),
    });
    renderers.set(module, renderer);
  }
  const siteUrl = process.env.SITE_URL ?? new URL(request.url).origin;
  const path = new URL(request.url).pathname;
  if (path === '/sitemap.xml' || path === '/robots.txt' || path === '/feed.xml') {
    const document = await renderer.document(path.slice(1) as SiteDocument, { siteUrl });
    return document ? new Response(document.body, { headers: { 'Content-Type': document.type } }) : new Response(null, { status: 503 });
  }
  return renderer.render(request, { siteUrl });
});
const api = getRequestListener(provider.app.fetch);

createHttpServer((req, res) => {
  if (PROVIDER_PATH.test(req.url ?? '')) return void api(req, res);
  vite.middlewares(req, res, () => void site(req, res));
}).listen(port, () => console.info(`ITBD dev server on http://localhost:${port}`));
