/**
 * The router's asset manifest, read from the browser build's `.vite/manifest.json`:
 * for the root, the site's one stylesheet (linked in the head, so the served HTML is
 * styled before any script runs) and the entry script; for each route, its code
 * (preloaded, so hydration does not wait for a chain of imports).
 */
import { rootRouteId } from '@tanstack/react-router';

interface ViteManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestChunk>;

interface RouteAssets {
  preloads?: string[];
  css?: string[];
  scripts?: { attrs?: Record<string, string>; children?: string }[];
}

export interface RouterAssetManifest {
  routes: Record<string, RouteAssets>;
}

export const ENTRY_SOURCE = 'src/entry-client.tsx';
/** The whole site's CSS in one file (`build.cssCodeSplit: false`, see vite.config.ts). */
export const SITE_STYLESHEET = 'style.css';
/** Code split out of a route file by the router plugin, e.g. `routes/blog/$slug.tsx?tsr-split=component`. */
const SPLIT_ROUTE = /^routes\/(.+)\.tsx\?tsr-split=/;

/** `routes/blog/index.tsx` is `/blog/`, `routes/__root.tsx` the root, `routes/_guest/x.tsx` `/_guest/x`. */
export function routeIdOfFile(path: string): string {
  if (path === '__root') return rootRouteId;
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '/')}`;
}

/** A chunk and everything it imports statically, each once, depth first. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

const href = (file: string) => `/${file}`;
const unique = (items: string[]) => [...new Set(items)];

export function routerManifest(vite: ViteManifest): RouterAssetManifest {
  const entry = vite[ENTRY_SOURCE];
  if (!entry?.isEntry) throw new Error(`The browser build's manifest has no entry for ${ENTRY_SOURCE}`);
  const stylesheet = vite[SITE_STYLESHEET];
  if (!stylesheet) throw new Error(`The browser build's manifest has no ${SITE_STYLESHEET}`);
  const entryChunks = staticClosure(vite, ENTRY_SOURCE);
  const inEntry = new Set(entryChunks.map((chunk) => chunk.file));

  const routes: Record<string, RouteAssets> = {
    [rootRouteId]: {
      preloads: entryChunks.slice(1).map((chunk) => href(chunk.file)),
      css: [href(stylesheet.file)],
      // Low, as the router already asks for the route chunks: the served HTML is the page,
      // so on a slow line its stylesheet, font and hero image come before the hydration code.
      scripts: [{ attrs: { type: 'module', src: href(entry.file), fetchPriority: 'low' } }],
    },
  };

  for (const key of Object.keys(vite)) {
    const file = SPLIT_ROUTE.exec(key)?.[1];
    if (!file) continue;
    const chunks = staticClosure(vite, key).filter((chunk) => !inEntry.has(chunk.file));
    const routeId = routeIdOfFile(file);
    const assets = (routes[routeId] ??= {});
    assets.preloads = unique([...(assets.preloads ?? []), ...chunks.map((chunk) => href(chunk.file))]);
  }
  return { routes };
}

/** Vite's dev server: React's refresh runtime, Vite's client, then the entry from source (styles arrive with it). */
export const DEV_MANIFEST: RouterAssetManifest = {
  routes: {
    [rootRouteId]: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh";',
            'RefreshRuntime.injectIntoGlobalHook(window);',
            'window.$RefreshReg$ = () => {};',
            'window.$RefreshSig$ = () => (type) => type;',
            'window.__vite_plugin_react_preamble_installed__ = true;',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${ENTRY_SOURCE}` } },
      ],
    },
  },
};
