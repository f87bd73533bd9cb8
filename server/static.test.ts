import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getBlogs } from '../contracts/blog/get-blogs.ts';
import { BODY_LIMIT_BYTES, createApp } from './app.ts';
import { precompressDirectory } from '../scripts/precompress.ts';
import { PAGE_CACHE_CONTROL, preferredEncoding } from './site.ts';
import { startProvider } from './test-support.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'itbd-static-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(join(staticDir, 'client', 'assets'), { recursive: true });
mkdirSync(join(staticDir, 'client', '.vite'));
mkdirSync(join(staticDir, 'server'));
writeFileSync(join(staticDir, 'client', '.vite', 'manifest.json'), '{"src/entry-client.tsx":{"file":"assets/x.js","isEntry":true}}');
writeFileSync(join(staticDir, 'client', 'assets', 'x.js'), SCRIPT);
writeFileSync(join(staticDir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
precompressDirectory(join(staticDir, 'client'));
const LONG_PAGE = `<h1>long</h1>${'<p>A paragraph of the page.</p>'.repeat(200)}`;
/*
 * A stand-in for the built renderer (dist/server/entry-server.js): each page names
 * the number of posts the provider lists, so a test sees when a page is made again.
 */
writeFileSync(
  join(staticDir, 'server', 'entry-server.js'),
  `export function createPageRenderer({ viteManifest, fetch }) {
    if (!viteManifest['src/entry-client.tsx']) throw new Error('no manifest');
    const posts = async () => (await (await fetch('/api/blogs')).json()).data.length;
    let renders = 0;
    return {
      async render(request, { siteUrl }) {
        const path = new URL(request.url).pathname;
        if (path === '/counted') return new Response('<h1>render ' + ++renders + '</h1>');
        if (path === '/down') return new Response('<h1>Something went wrong</h1>', { status: 500 });
        if (path === '/crash') throw new Error('renderer bug');
        if (path === '/long') return new Response(${JSON.stringify(LONG_PAGE)});
        if (path === '/old') return new Response(null, { status: 301, headers: { Location: '/new' } });
        if (path === '/scripted') return new Response('<h1>s</h1>', { headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-abc'" } });
        const status = path === '/missing' ? 404 : 200;
        return new Response('<h1>' + path + ' ' + siteUrl + ' posts:' + (await posts()) + '</h1>', { status });
      },
      async document(name, { siteUrl }) {
        return name === 'feed.xml' ? null : { body: name + ' for ' + siteUrl, type: 'text/plain; charset=utf-8' };
      },
    };
  }`,
);

const provider = startProvider({ staticDir, siteUrl: 'https://www.itbd.example' });
afterAll(() => {
  provider.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('site serving', () => {
  it('renders a page on request, through the in-process provider, with the configured site address', async () => {
    const res = await provider.app.request('/blog/some-post');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(await res.text()).toMatch(/^<h1>\/blog\/some-post https:\/\/www\.itbd\.example posts:\d+<\/h1>$/);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await provider.app.request('/career');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await provider.app.request('/career', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await provider.app.request('/career', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it("renders a page again as soon as another connection changes the content", async () => {
    const before = await (await provider.app.request('/blog')).text();
    const other = new DatabaseSync(join(provider.dataDir, 'provider.sqlite'));
    other.exec("INSERT INTO posts (title, slug, content, created_at, updated_at) VALUES ('New', 'new-post', '<p>x</p>', '2026-11-20', '2026-11-20')");
    other.close();
    const after = await (await provider.app.request('/blog')).text();
    expect(Number(after.match(/posts:(\d+)/)?.[1])).toBe(Number(before.match(/posts:(\d+)/)?.[1]) + 1);
  });

  it("keeps the renderer's Content-Security-Policy with the page it was made for, from the cache and on a 304", async () => {
    const policy = "script-src 'self' 'sha256-abc'";
    const first = await provider.app.request('/scripted');
    expect(first.headers.get('content-security-policy')).toBe(policy);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    const again = await provider.app.request('/scripted', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(policy);
  });

  it('renders a page once when many ask for it at the same time', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, async () => (await provider.app.request('/counted')).text()));
    expect(new Set(pages)).toEqual(new Set(['<h1>render 1</h1>']));
  });

  it('keeps the status of a missing page and of a redirect', async () => {
    const missing = await provider.app.request('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const old = await provider.app.request('/old');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/new');
  });

  it('answers a provider failure while rendering with 503, Retry-After and the error page, never cached', async () => {
    const res = await provider.app.request('/down');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('Something went wrong');
  });

  it('answers a renderer that throws with a plain 503 page, not a stack trace', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await provider.app.request('/crash');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('We will be right back');
    expect(html).not.toContain('renderer bug');
    errors.mockRestore();
  });

  it('leaves pages and the 503 fallback to their own compression, never gzipped per request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Below the size pages are compressed at, and deflate, which pages are never sent in: both go out plain.
    for (const [path, encoding] of [['/crash', 'gzip'], ['/down', 'gzip'], ['/long', 'deflate']] as const) {
      const res = await provider.app.request(path, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    errors.mockRestore();
  });

  it('serves the sitemap and robots.txt from the renderer, and 503 when it cannot make one', async () => {
    expect(await (await provider.app.request('/sitemap.xml')).text()).toBe('sitemap.xml for https://www.itbd.example');
    expect(await (await provider.app.request('/robots.txt')).text()).toBe('robots.txt for https://www.itbd.example');
    expect((await provider.app.request('/feed.xml')).status).toBe(503);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await provider.app.request('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it("serves the build's Brotli copy to a browser that takes it, byte for byte: nothing is compressed per request", async () => {
    const res = await provider.app.request('/assets/x.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(join(staticDir, 'client', 'assets', 'x.js.br')))).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("serves the build's gzip copy when the client takes only gzip, and the file itself when it takes neither", async () => {
    const gzip = await provider.app.request('/assets/x.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await provider.app.request('/assets/x.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('compresses a rendered page once for each encoding, with its own ETag that answers 304', async () => {
    const br = await provider.app.request('/long', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(LONG_PAGE);
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect((await provider.app.request('/long', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })).status).toBe(304);

    const gzip = await provider.app.request('/long', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(LONG_PAGE);
    const plain = await provider.app.request('/long');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(LONG_PAGE);
    // The Brotli copy's validator does not stand for the plain one.
    expect((await provider.app.request('/long', { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('gives other files a short cache', async () => {
    const res = await provider.app.request('/favicon.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing.js', '/missing.png'])('answers a missing file %s with 404 rather than a page', async (path) => {
    expect((await provider.app.request(path)).status).toBe(404);
  });

  it.each(['/api/unknown', '/api/post/details', '/api'])('answers %s with 404 JSON', async (path) => {
    const res = await provider.app.request(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found.' });
  });

  it.each(['/storage/missing.svg', '/upload/team/missing.svg'])('does not fall back to a page for %s', async (path) => {
    const res = await provider.app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('does not serve the data folder or the renderer', async () => {
    for (const path of ['/provider.sqlite', '/storage/../provider.sqlite', '/server/entry-server.js', '/.vite/manifest.json', '/../server/entry-server.js']) {
      expect(await (await provider.app.request(path)).text(), path).not.toMatch(/SQLite|createPageRenderer|entry-client/);
    }
    for (const path of ['/storage/..%2fprovider.sqlite', '/storage/..%5cprovider.sqlite', '/upload/..%2f..%2fprovider.sqlite']) {
      expect((await provider.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('media serving', () => {
  it('serves seed SVGs locked down so they cannot run script', async () => {
    const res = await provider.app.request('/storage/settings/itbd-logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('sends a seed scene gzipped to a client that takes it', async () => {
    const path = `/storage/${String(provider.db.prepare('SELECT thumbnail FROM projects LIMIT 1').get()?.['thumbnail'])}`;
    const plain = await (await provider.app.request(path)).text();
    const res = await provider.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(plain.length / 2);
    expect(gunzipSync(bytes).toString()).toBe(plain);
  });
});

describe('API plumbing', () => {
  it("allows cross-origin calls to /api from the site's own origin", async () => {
    const res = await provider.app.request(getBlogs.path, { headers: { Origin: 'https://www.itbd.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.itbd.example');
    const preflight = await provider.app.request('/api/affiliate/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.itbd.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const form = new FormData();
    form.set('cv', new File([new Uint8Array(BODY_LIMIT_BYTES + 1)], 'huge.pdf'));
    const res = await provider.app.request('/api/submit/job', { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/too large/) });
  });

  it('answers a repeated API read with 304 when nothing changed', async () => {
    const first = await provider.app.request(getBlogs.path);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await provider.app.request(getBlogs.path, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sets nosniff on API replies too', async () => {
    expect((await provider.app.request(getBlogs.path)).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('createApp', () => {
  it('seeds once: a restart on the same data folder keeps submissions and does not duplicate content', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'itbd-restart-'));
    try {
      const first = createApp({ dataDir });
      await first.app.request('/api/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com' }),
      });
      const posts = first.db.prepare('SELECT COUNT(*) AS n FROM posts').get()?.['n'];
      first.close();

      const second = createApp({ dataDir });
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM posts').get()?.['n']).toBe(posts);
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()?.['n']).toBe(1);
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM affiliates').get()?.['n']).toBe(1);
      second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers page routes with 404 JSON when there is no built site', async () => {
    const bare = startProvider({ staticDir: join(tmpdir(), 'itbd-no-such-dist') });
    try {
      expect((await bare.app.request('/some/route')).status).toBe(404);
      expect((await bare.app.request('/api/blogs')).status).toBe(200);
    } finally {
      bare.dispose();
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => expect(preferredEncoding(header)).toBe(expected));
});
