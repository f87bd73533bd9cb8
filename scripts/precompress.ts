/**
 * Brotli and gzip copies of the build's text files (scripts, styles, SVG, HTML, fonts
 * that compress), written once at build time so the server never compresses a static
 * file per request (server/site.ts serves them by Accept-Encoding).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|xml|txt|webmanifest|ico|ttf|otf)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
/** A copy must save at least a tenth, or the original is served as it is. */
const MAX_RATIO = 0.9;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (Vite's manifest) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    // A file compressed before (the export's copy of the build's assets) is kept as it is.
    else if (COMPRESSIBLE.test(entry.name) && !existsSync(`${path}.br`) && !existsSync(`${path}.gz`)) yield path;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` that gains from it. */
export function precompressDirectory(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of textFiles(dir)) {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: /\.(?:ttf|otf)$/i.test(path) ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    report.files += 1;
    report.bytes += body.length;
    if (brotli.length <= body.length * MAX_RATIO) {
      writeFileSync(`${path}.br`, brotli);
      report.brotli += brotli.length;
    }
    if (gzip.length <= body.length * MAX_RATIO) {
      writeFileSync(`${path}.gz`, gzip);
      report.gzip += gzip.length;
    }
  }
  return report;
}
