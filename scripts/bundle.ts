/**
 * `npm run bundle`: what each page's first-load JavaScript is made of.
 *
 * Builds the browser bundle with source maps into a temporary folder (the served build in
 * `dist/` stays without them), then, for the pages the bench measures, lists the first-load
 * scripts (the entry and the route's own chunks, as the server links them) with their sizes
 * raw, gzip and Brotli, and breaks the entry and each page's chunks down by npm package and
 * by source folder, read from the source maps with source-map-explorer. Compressed sizes
 * per package are the chunk's compressed size shared out by raw bytes: an estimate, as
 * compression works on the whole file.
 *
 *   npm run bundle [-- /blog/$slug /career]   (routes, default every sampled page)
 *   npm run bundle -- --all                     (every public page's first load, sizes only)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { explore } from 'source-map-explorer';
import { build } from 'vite';
import { SAMPLE_ROUTES, brotliSize, firstLoadScripts, firstLoadSizes, gzipSize, pageRoutes } from './first-load.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const all = args.includes('--all');
const routes = args.filter((arg) => arg !== '--all').length ? args.filter((arg) => arg !== '--all') : Object.keys(SAMPLE_ROUTES);
const TOP = Number(process.env.BUNDLE_TOP) || 14;

/** `node_modules/@mantine/core/…` is `@mantine/core`; `src/features/home/hero.tsx` is `src/features/home`. */
function ownerOf(source: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1]!;
  const path = source.replace(/^(?:\.\.\/)+/, '').replace(/^.*?\/(?=(?:src|routes|contracts)\/)/, '');
  const parts = path.split('/');
  return parts.slice(0, parts[0] === 'src' && parts.length > 3 ? 3 : 2).join('/').replace(/\?.*$/, '');
}

interface Part {
  raw: number;
  brotli: number;
}

async function composition(clientDir: string, files: string[]): Promise<Map<string, Part>> {
  const owners = new Map<string, Part>();
  for (const file of files) {
    const path = join(clientDir, file);
    const bytes = readFileSync(path);
    const brotli = brotliSize(bytes);
    const result = await explore({ code: path, map: `${path}.map` }, { noBorderChecks: true, excludeSourceMapComment: true });
    for (const bundle of result.bundles) {
      for (const [source, { size }] of Object.entries(bundle.files)) {
        const owner = ownerOf(source);
        const part = owners.get(owner) ?? { raw: 0, brotli: 0 };
        part.raw += size;
        part.brotli += (brotli * size) / bundle.totalBytes;
        owners.set(owner, part);
      }
    }
  }
  return owners;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

function printParts(title: string, parts: Map<string, Part>) {
  const rows = [...parts].sort((a, b) => b[1].raw - a[1].raw);
  const rest = rows.slice(TOP).reduce((sum, [, part]) => ({ raw: sum.raw + part.raw, brotli: sum.brotli + part.brotli }), { raw: 0, brotli: 0 });
  console.info(`  ${title}, KB raw / ≈Brotli:`);
  for (const [owner, part] of rows.slice(0, TOP)) console.info(`    ${kb(part.raw)} ${kb(part.brotli)}  ${owner}`);
  if (rows.length > TOP) console.info(`    ${kb(rest.raw)} ${kb(rest.brotli)}  (${rows.length - TOP} more)`);
}

const outDir = mkdtempSync(join(tmpdir(), 'itbd-bundle-'));
try {
  console.info('Building the browser bundle with source maps…');
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } });
  if (all) {
    console.info('First-load JS of every public page (its layouts included), KB gzip / Brotli; each file carries a source map comment, a few bytes the served build has not:');
    for (const route of pageRoutes(outDir)) {
      const { jsGzip, jsBrotli } = firstLoadSizes(outDir, route);
      console.info(`  ${route.padEnd(44)} ${kb(jsGzip)} ${kb(jsBrotli)}`);
    }
  }
  let entryShown = false;
  for (const route of all ? [] : routes) {
    const { entry, page } = firstLoadScripts(outDir, route);
    const size = (files: string[]) => {
      const bytes = files.map((file) => readFileSync(join(outDir, file)));
      return bytes.reduce((sum, b) => ({ raw: sum.raw + b.length, gzip: sum.gzip + gzipSize(b), brotli: sum.brotli + brotliSize(b) }), { raw: 0, gzip: 0, brotli: 0 });
    };
    const all = size([...entry, ...page]);
    console.info(`\n${route}: first-load JS ${kb(all.raw)} KB raw, ${kb(all.gzip)} KB gzip, ${kb(all.brotli)} KB Brotli in ${entry.length + page.length} files`);
    if (!entryShown) {
      const own = size(entry);
      console.info(`  the entry (every page): ${kb(own.raw)} KB raw, ${kb(own.brotli)} KB Brotli in ${entry.length} files`);
      printParts('the entry by owner', await composition(outDir, entry));
      entryShown = true;
    }
    const own = size(page);
    console.info(`  the page's own chunks: ${kb(own.raw)} KB raw, ${kb(own.brotli)} KB Brotli: ${page.map((file) => file.replace('/assets/', '')).join(' ')}`);
    if (page.length) printParts("the page's chunks by owner", await composition(outDir, page));
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
