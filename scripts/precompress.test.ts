import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'itbd-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes Brotli and gzip copies of text files that gain from them, and nothing else', () => {
    const script = `export const words = ${JSON.stringify('compress me '.repeat(500))};`;
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(4096) }));

    const report = precompressDirectory(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    for (const skipped of ['assets/tiny.css.br', 'assets/photo.webp.br', 'assets/photo.webp.gz', '.vite/manifest.json.br']) {
      expect(existsSync(join(dir, skipped)), skipped).toBe(false);
    }
    expect(report.files).toBe(1);
    expect(report.brotli).toBeLessThan(report.gzip);
    expect(report.gzip).toBeLessThan(report.bytes / 10);
  });
});
