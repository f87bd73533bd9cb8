/**
 * The server renderer (built to dist/server/entry-server.js): the same route tree,
 * loaders and query factories as the browser, rendered to HTML for one request. The
 * provider's server (server/site.ts) loads it; nothing here starts a server.
 */
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { JSDOM } from 'jsdom';
import { setApiFetch } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { settingsQueries } from '@/api/settings';
import { setSanitizerWindow } from '@/lib/html';
import { providerFailedPage } from '@/lib/route-loading';
import { createAppRouter } from '@/router';
import { clientOnlyPagePaths, siteDocument } from '@/ssr/documents';
import { DEV_MANIFEST, type ViteManifest, routerManifest } from '@/ssr/manifest';
import type { PageRenderer, RendererOptions } from '@contracts/renderer';
import { pageSecurityPolicy } from '@/ssr/security-policy';
import { providerTimeoutMs, withTimeLimit } from '@/ssr/time-limit';

/** The day of this build: the sitemap's lastmod for pages whose content ships with the code. */
const BUILT_AT = import.meta.env.VITE_BUILT_AT ?? new Date().toISOString().slice(0, 10);

export function createPageRenderer({ viteManifest, fetch, providerTimeoutMs: limit }: RendererOptions): PageRenderer {
  // Every call a page or document makes has a time limit: past it the call fails as an unanswered one (503, the browser takes over).
  setApiFetch(withTimeLimit(fetch ?? globalThis.fetch, limit ?? providerTimeoutMs(process.env.PROVIDER_TIMEOUT_MS)));
  setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
  // The manifest is the browser build's, read from disk by the server that loads this module.
  const manifest = viteManifest === 'dev' ? DEV_MANIFEST : routerManifest(viteManifest as ViteManifest);

  return {
    async render(request, { siteUrl }) {
      const handler = createRequestHandler({
        request,
        createRouter: () => createAppRouter({ siteUrl }),
        getRouterManifest: () => manifest,
      });
      return handler(async ({ responseHeaders, router }) => {
        // A list or post the page needs that the provider failed to give: the page goes out in its loading state, which the
        // browser takes over and fetches again, and answers 503, so a CDN or crawler does not keep it.
        const { queryClient } = router.options.context;
        const providerFailed = providerFailedPage(queryClient);
        const response = await renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
        const html = await response.text();
        // The policy names this page's inline scripts by hash, so it goes out (and is cached) with this body.
        const headers = new Headers(response.headers);
        const mapEmbedUrl = queryClient.getQueryData(settingsQueries.website().queryKey)?.map_embed_url;
        headers.set('Content-Security-Policy', await pageSecurityPolicy({ html, mapEmbedUrl, dev: viteManifest === 'dev' }));
        const status = providerFailed && response.ok ? 503 : response.status;
        return new Response(status === 304 || status === 204 ? null : html, { status, headers });
      });
    },
    async document(name, { siteUrl }) {
      const queryClient = createQueryClient();
      try {
        return await siteDocument(name, { siteUrl, queryClient, builtAt: BUILT_AT });
      } catch (error) {
        console.error(`Rendering ${name} failed:`, error);
        return null;
      } finally {
        queryClient.clear();
      }
    },
    clientOnlyPaths: clientOnlyPagePaths,
  };
}
