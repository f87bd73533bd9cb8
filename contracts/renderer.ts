/**
 * The contract between the provider's server (server/site.ts, scripts/dev.ts,
 * scripts/export.ts) and the site's renderer (src/entry-server.tsx, built to
 * dist/server/entry-server.js): both sides import these types from here, as they
 * import the API's contracts, so neither restates the other's interface.
 */

/** The documents the renderer makes besides pages. */
export const SITE_DOCUMENTS = ['sitemap.xml', 'robots.txt', 'feed.xml'] as const;
export type SiteDocument = (typeof SITE_DOCUMENTS)[number];

export interface RendererOptions {
  /** The browser build's `.vite/manifest.json` (the entry script, the site's one stylesheet, the chunks each route needs), or 'dev' for Vite's dev server. */
  viteManifest: unknown;
  /** How the renderer reaches the provider: the embedded one in-process, or the network. */
  fetch?: typeof globalThis.fetch;
  /** The limit on each provider call, in ms; default `PROVIDER_TIMEOUT_MS` (src/ssr/time-limit.ts). */
  providerTimeoutMs?: number;
}

export interface PageRenderer {
  /** The page at the request's address, with its status (404 for unknown addresses, 503 when the provider failed it). */
  render(request: Request, options: { siteUrl: string }): Promise<Response>;
  /** The sitemap, robots.txt or the blog's feed; null when the provider cannot be read. */
  document(name: SiteDocument, options: { siteUrl: string }): Promise<{ body: string; type: string } | null>;
  /** Pages made in the browser alone (the portal's, whose guards read the token there): a static export writes them as the site's shell. */
  clientOnlyPaths(): readonly string[];
}

/** What the built renderer module exports. */
export interface RendererModule {
  createPageRenderer(options: RendererOptions): PageRenderer;
}
