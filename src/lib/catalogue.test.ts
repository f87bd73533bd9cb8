import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, cataloguePaths, findService, linkOf, pathOf, serviceAtOldAddress } from '@/lib/catalogue';

const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const entries = [...CATALOGUE.services, ...CATALOGUE.products, ...CATALOGUE.sisterConcerns];

/** The name as whole words: Title Case headings say 'Publication Websites' without naming the 'Publication Website' product. */
function namesEntry(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

describe('the offerings catalogue', () => {
  it('is the only place in src/ that names a service, product or sister concern', () => {
    const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
    const elsewhere = entries.flatMap((entry) =>
      files.filter((file) => file.path !== join('lib', 'catalogue.ts') && namesEntry(file.text, entry.name)).map((file) => `${entry.name} in ${file.path}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('gives every page its own address', () => {
    const paths = cataloguePaths();
    expect(new Set(paths).size).toBe(entries.length);
    expect(paths).toContain('/services/digital-marketing');
    expect(paths).toContain('/project/pos-management');
    expect(paths).toContain('/industries/kaz-ache');
  });

  it("links an entry to its own group's page", () => {
    expect(pathOf(linkOf('services', { slug: 'digital-marketing' }))).toBe('/services/digital-marketing');
    expect(pathOf(linkOf('products', { slug: 'pos-management' }))).toBe('/project/pos-management');
    expect(pathOf(linkOf('sisterConcerns', { slug: 'kaz-ache' }))).toBe('/industries/kaz-ache');
  });

  it('sends each old short address to a service, and none of them is a service of its own', () => {
    for (const old of ['web-development', 'mobile-apps', 'ui-ux-design']) {
      expect(serviceAtOldAddress(old)).toBeDefined();
      expect(findService(old)).toBeUndefined();
    }
    expect(serviceAtOldAddress('digital-marketing')).toBeUndefined();
  });
});
