import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadScripts, pageRoutes, routeChain } from './first-load.ts';

describe('routeChain', () => {
  const ids = ['__root__', '/', '/_guest', '/_guest/affiliate-login', '/blog/', '/blog/$slug', '/contact'];

  it('is the page with its pathless layout', () => {
    expect(routeChain(ids, '/_guest/affiliate-login')).toEqual(['/_guest', '/_guest/affiliate-login']);
  });

  it('finds a folder index by its folder, and does not make it the layout of the folder\'s other pages', () => {
    expect(routeChain(ids, '/blog')).toEqual(['/blog/']);
    expect(routeChain(ids, '/blog/$slug')).toEqual(['/blog/$slug']);
    expect(routeChain(ids, '/contact')).toEqual(['/contact']);
  });
});

describe('a build manifest', () => {
  let clientDir: string;

  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(clientDir, '.vite'));
    const manifest = {
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
      'style.css': { file: 'assets/style.css' },
      'routes/_guest.tsx?tsr-split=component': { file: 'assets/guest.js' },
      'routes/_guest/affiliate-login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_fields.js', 'src/entry-client.tsx'] },
      '_fields.js': { file: 'assets/fields.js' },
      'routes/contact.tsx?tsr-split=component': { file: 'assets/contact.js', imports: ['_fields.js'] },
      'routes/admin/_staff.tsx?tsr-split=component': { file: 'assets/staff.js' },
    };
    writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
  });

  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("counts a page's layouts and their imports, each once, and the entry apart", () => {
    expect(firstLoadScripts(clientDir, '/_guest/affiliate-login')).toEqual({
      entry: ['/assets/entry.js'],
      page: ['/assets/guest.js', '/assets/login.js', '/assets/fields.js'],
    });
  });

  it('lists the public pages, not pathless layouts or the back office', () => {
    expect(pageRoutes(clientDir)).toEqual(['/_guest/affiliate-login', '/contact']);
  });
});
