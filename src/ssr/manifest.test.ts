import { rootRouteId } from '@tanstack/react-router';
import { createAppRouter } from '@/router';
import { ENTRY_SOURCE, SITE_STYLESHEET, type ViteManifest, routeIdOfFile, routerManifest } from '@/ssr/manifest';

const vite: ViteManifest = {
  [ENTRY_SOURCE]: { file: 'assets/entry-client-1.js', isEntry: true, imports: ['_react-1.js'] },
  [SITE_STYLESHEET]: { file: 'assets/style-1.css' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
  'routes/blog/$slug.tsx?tsr-split=component': { file: 'assets/slug-1.js', imports: [ENTRY_SOURCE, '_card-1.js'] },
  'routes/blog/index.tsx?tsr-split=component': { file: 'assets/blog-1.js', imports: [ENTRY_SOURCE, '_card-1.js'] },
  'routes/-home/below-the-fold.tsx': { file: 'assets/below-1.js' },
};

describe('routerManifest', () => {
  it("gives the root the site's stylesheet, the entry script (after what paints the page) and its imports to preload", () => {
    expect(routerManifest(vite).routes[rootRouteId]).toEqual({
      preloads: ['/assets/react-1.js'],
      css: ['/assets/style-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-1.js', fetchPriority: 'low' } }],
    });
  });

  it("gives a route its split chunk's code, with its imports, and nothing the entry already has", () => {
    expect(routerManifest(vite).routes['/blog/$slug']).toEqual({ preloads: ['/assets/slug-1.js', '/assets/card-1.js'] });
    expect(routerManifest(vite).routes['/blog/']).toEqual({ preloads: ['/assets/blog-1.js', '/assets/card-1.js'] });
  });

  it('fails loudly on a build without the entry or without the stylesheet', () => {
    expect(() => routerManifest({})).toThrow(/entry/);
    const { [SITE_STYLESHEET]: _stylesheet, ...split } = vite;
    expect(() => routerManifest(split)).toThrow(/style\.css/);
  });
});

describe('routeIdOfFile', () => {
  it('names every route of the tree from its file', () => {
    const ids = new Set(Object.keys(createAppRouter().routesById));
    for (const [file, id] of [
      ['__root', rootRouteId],
      ['index', '/'],
      ['blog/index', '/blog/'],
      ['blog/$slug', '/blog/$slug'],
      ['_guest/affiliate-login', '/_guest/affiliate-login'],
      ['_affiliate/affiliate-dashboard/index', '/_affiliate/affiliate-dashboard/'],
    ] as const) {
      expect(routeIdOfFile(file)).toBe(id);
      expect(ids.has(id), id).toBe(true);
    }
  });
});
