import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { getBlogs } from '../contracts/blog/get-blogs.ts';
import { BODY_LIMIT_BYTES, createApp } from './app.ts';
import { startProvider } from './test-support.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'itbd-static-'));
const INDEX = '<!doctype html><html><head><title>ITBD</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), INDEX);
writeFileSync(join(staticDir, 'assets', 'x.js'), SCRIPT);
writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\n');

const provider = startProvider({ staticDir });
afterAll(() => {
  provider.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('site serving', () => {
  it.each(['/', '/some/route', '/blog/how-we-cut-page-load-time-by-70-percent', '/affiliate-dashboard/edit-profile'])(
    'answers %s with index.html, not cached',
    async (path) => {
      const res = await provider.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await provider.app.request('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('gzips text when the client accepts it', async () => {
    const res = await provider.app.request('/assets/x.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('gives other files a short cache', async () => {
    const res = await provider.app.request('/robots.txt');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 rather than HTML', async () => {
    expect((await provider.app.request('/assets/missing.js')).status).toBe(404);
  });

  it.each(['/api/unknown', '/api/post/details', '/api'])('answers %s with 404 JSON', async (path) => {
    const res = await provider.app.request(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found.' });
  });

  it.each(['/storage/missing.svg', '/upload/team/missing.svg'])('does not fall back to HTML for %s', async (path) => {
    const res = await provider.app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('does not serve the data folder', async () => {
    // URL parsing resolves dot segments, so these reach the single-page fallback, never the file.
    for (const path of ['/provider.sqlite', '/storage/../provider.sqlite', '/storage/%2e%2e/provider.sqlite']) {
      expect(await (await provider.app.request(path)).text(), path).toBe(INDEX);
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
});

describe('API plumbing', () => {
  it('allows cross-origin calls to /api', async () => {
    const res = await provider.app.request(getBlogs.path, { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await provider.app.request('/api/affiliate/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
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
