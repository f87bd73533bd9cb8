/**
 * The share images (scripts/og-images.ts) as files of the client build:
 * `dist/client/og/<type>.png`, one per page type, drawn at build time.
 * The dev server answers the same addresses, drawing the image on request.
 */
import type { Plugin } from 'vite';
import { OG_PAGE_TYPES, type OgPageType } from '../src/lib/head.ts';
import { renderOgImage } from './og-images.ts';

/** Where a page type's image lands in the client build, relative to its root. */
export const ogImageFileName = (type: OgPageType) => `og/${type}.png`;

export function ogImages(): Plugin {
  let base = '/';
  let ssrBuild = false;
  return {
    name: 'itbd-og-images',
    configResolved(config) {
      base = config.base;
      ssrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0] ?? '';
        const type = OG_PAGE_TYPES.find((candidate) => pathname === `${base}${ogImageFileName(candidate)}`);
        if (!type) return next();
        renderOgImage(type).then((png) => {
          response.setHeader('Content-Type', 'image/png');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(png);
        }, next);
      });
    },
    async generateBundle() {
      // Only the browser's build carries static files; the server renderer's has no use for them.
      if (this.environment?.config.build.ssr || ssrBuild) return;
      for (const type of OG_PAGE_TYPES) {
        this.emitFile({ type: 'asset', fileName: ogImageFileName(type), source: await renderOgImage(type) });
      }
    },
  };
}
