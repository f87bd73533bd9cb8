/**
 * `npm run export` on the build the suite runs against: every page of the sitemap as
 * pre-rendered HTML, the portal's shell, a 404 page and the documents, ready for a
 * static host.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportSite, sitemapPaths } from '../scripts/export.ts';
import { expect, test } from './fixtures';

/** The affiliate portal's pages, rendered in the browser: exported as the site's shell. */
const PORTAL_PATHS = ['/affiliate-login', '/affiliate-signup', '/affiliate-dashboard', '/affiliate-dashboard/edit-profile'];

test('writes every public page, the portal shell, 404.html and the documents', async () => {
  test.setTimeout(120_000);
  const outDir = mkdtempSync(join(tmpdir(), 'itbd-export-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'itbd-export-data-'));
  const siteUrl = 'https://www.itbd.example';
  try {
    await exportSite({ staticDir: resolve(import.meta.dirname, '..', 'dist'), outDir, siteUrl, dataDir });
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const paths = sitemapPaths(sitemap, siteUrl);
    expect(paths).toContain('/');
    expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/career/job-description/'))).toBe(true);
    for (const path of [...paths, ...PORTAL_PATHS]) {
      const file = join(outDir, path === '/' ? '' : path, 'index.html');
      expect(existsSync(file), path).toBe(true);
    }
    const career = readFileSync(join(outDir, 'career', 'index.html'), 'utf8');
    expect(career).toContain(`<link rel="canonical" href="${siteUrl}/career"/>`);
    expect(career).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toContain('Page Not Found');
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(readFileSync(join(outDir, 'feed.xml'), 'utf8')).toContain('<rss');
    expect(existsSync(join(outDir, 'og', 'home.png'))).toBe(true);
    expect(existsSync(join(outDir, '.vite'))).toBe(false);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
