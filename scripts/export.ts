/**
 * `npm run export`: the whole public site as static files for any static host, in
 * EXPORT_DIR (default ./export): pre-rendered HTML for every address in the sitemap
 * (every page, post and open job), the affiliate portal's pages as the site's shell
 * (they render in the browser), `404.html`, the browser build's assets, and the
 * sitemap, robots.txt and feed.
 *
 * Data comes from the provider named by VITE_API_BASE_URL at build time, or else from
 * the embedded provider on DATA_DIR (default ./data). Canonical addresses use SITE_URL.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createApp } from '../server/app.ts';
import { loadRenderer } from '../server/site.ts';
import { precompressDirectory } from './precompress.ts';
import { buildIsStale, buildSite } from './start.ts';

/** Any address no page has: its render is the host's 404 page. */
const NOT_FOUND_PROBE = '/__no-such-page__';

const fileFor = (path: string) => (path === '/' ? 'index.html' : join(path.replace(/^\/+|\/+$/g, ''), 'index.html'));

/** The paths a sitemap lists, on this site. */
export function sitemapPaths(xml: string, siteUrl: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    if (url.origin !== new URL(siteUrl).origin) throw new Error(`The sitemap lists ${url.href}, outside ${siteUrl}`);
    return decodeURIComponent(url.pathname);
  });
}

/** The headers `npm start` sends with every response (server/security.ts), which a static host should send too. */
const SITE_WIDE_HEADERS = ['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'];

/**
 * A static host cannot compute headers, so the export writes them for hosts that read a
 * `_headers` file (Netlify, Cloudflare Pages): the site-wide ones as the provider sends
 * them, immutable caching for hashed assets, and each page's own policy.
 */
export function staticHostHeaders(siteWide: Headers, policies: ReadonlyMap<string, string>): string {
  const every = SITE_WIDE_HEADERS.flatMap((name) => {
    const value = siteWide.get(name);
    return value ? [`  ${name}: ${value}`] : [];
  });
  const blocks = [`/*\n${every.join('\n')}`, '/assets/*\n  Cache-Control: public, max-age=31536000, immutable'];
  for (const [path, policy] of policies) {
    // A host may answer a page at its address with or without the trailing slash.
    const addresses = path === '/' || path.endsWith('.html') ? [path] : [path, `${path}/`];
    for (const address of addresses) blocks.push(`${address}\n  Content-Security-Policy: ${policy}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

export async function exportSite({
  staticDir,
  outDir,
  siteUrl,
  dataDir,
}: {
  staticDir: string;
  outDir: string;
  siteUrl: string;
  dataDir: string;
}): Promise<{ pages: number }> {
  if (buildIsStale(staticDir)) await buildSite(staticDir);
  // The embedded provider answers the renderer's relative /api calls; with VITE_API_BASE_URL it is never asked.
  const provider = createApp({ dataDir });
  try {
    const renderer = await loadRenderer(staticDir, (request) => provider.app.fetch(request));
    rmSync(outDir, { recursive: true, force: true });
    cpSync(join(staticDir, 'client'), outDir, { recursive: true, filter: (source) => !source.includes(`${join('client', '.vite')}`) });

    const write = (file: string, body: string) => {
      const target = join(outDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body);
    };
    const documents = ['sitemap.xml', 'robots.txt', 'feed.xml'] as const;
    let sitemap = '';
    for (const name of documents) {
      const document = await renderer.document(name, { siteUrl });
      if (!document) throw new Error(`${name} could not be made: is the provider reachable?`);
      if (name === 'sitemap.xml') sitemap = document.body;
      write(name, document.body);
    }

    // Each page's Content-Security-Policy names its own inline scripts by hash.
    const policies = new Map<string, string>();
    const render = async (path: string, expected: number, headersPath = path) => {
      const response = await renderer.render(new Request(new URL(path, siteUrl)), { siteUrl });
      if (response.status !== expected) throw new Error(`${path} answered ${response.status}, not ${expected}`);
      const policy = response.headers.get('Content-Security-Policy');
      if (policy) policies.set(headersPath, policy);
      return response.text();
    };
    // Pages rendered in the browser alone (their guards read the token there) are exported as the site's shell.
    const paths = [...sitemapPaths(sitemap, siteUrl), ...renderer.clientOnlyPaths()];
    for (const path of paths) write(fileFor(path), await render(path, 200));
    write('404.html', await render(NOT_FOUND_PROBE, 404, '/404.html'));
    const siteWide = (await provider.app.request('/api/website/settings')).headers;
    write('_headers', staticHostHeaders(siteWide, policies));
    // The pages, sitemap and feed too, for hosts that serve precompressed files (the assets already have theirs).
    precompressDirectory(outDir);
    return { pages: paths.length + 1 };
  } finally {
    provider.close();
  }
}

if (import.meta.main) {
  process.env.NODE_ENV ??= 'production';
  const root = resolve(import.meta.dirname, '..');
  const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!process.env.SITE_URL) console.warn(`SITE_URL is not set: canonical addresses use ${siteUrl}`);
  const outDir = resolve(root, process.env.EXPORT_DIR ?? 'export');
  const { pages } = await exportSite({
    staticDir: resolve(root, process.env.STATIC_DIR ?? 'dist'),
    outDir,
    siteUrl,
    dataDir: resolve(root, process.env.DATA_DIR ?? 'data'),
  });
  console.info(`Exported ${pages} pages, the sitemap, robots.txt and the feed to ${outDir}`);
}
