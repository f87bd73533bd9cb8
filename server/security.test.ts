import { afterAll, describe, expect, it, vi } from 'vitest';
import { getBlogs } from '../contracts/blog/get-blogs.ts';
import { HSTS, allowedOrigins, parseOriginList } from './security.ts';
import { startProvider } from './test-support.ts';

// Both written as URLs, not bare origins: the grants go to their origins all the same.
const provider = startProvider({ siteUrl: 'https://www.itbd.example/', corsOrigins: ['https://staging.itbd.example/'] });
const proxied = startProvider({ siteUrl: 'https://www.itbd.example', trustProxy: true });
afterAll(() => {
  provider.dispose();
  proxied.dispose();
});

const preflight = (origin: string) =>
  provider.app.request('/api/affiliate/login', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
  });

describe('security headers', () => {
  it('go on every response: no framing, a cross-site referrer of the origin only, no powerful features, no sniffing', async () => {
    for (const path of [getBlogs.path, '/api/unknown', '/storage/settings/itbd-logo.svg']) {
      const res = await provider.app.request(path);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'none'");
    }
  });

  it('give data a policy that loads and frames nothing, and keep the media its own sandbox', async () => {
    expect((await provider.app.request(getBlogs.path)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const media = await provider.app.request('/storage/settings/itbd-logo.svg');
    expect(media.headers.get('content-security-policy')).toContain('sandbox');
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('send HSTS only when a trusted proxy says the request came over TLS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await proxied.app.request(getBlogs.path, { headers: https })).headers.get('strict-transport-security')).toBe(HSTS);
    expect((await proxied.app.request(getBlogs.path, { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
    expect((await proxied.app.request(getBlogs.path)).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's to forge.
    expect((await provider.app.request(getBlogs.path, { headers: https })).headers.get('strict-transport-security')).toBeNull();
    expect((await provider.app.request(`https://localhost${getBlogs.path}`)).headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('CORS for /api', () => {
  it.each(['https://www.itbd.example', 'https://staging.itbd.example'])('grants the configured origin %s', async (origin) => {
    const res = await provider.app.request(getBlogs.path, { headers: { Origin: origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('vary')).toMatch(/Origin/i);
    const options = await preflight(origin);
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(origin);
    expect(options.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(['https://evil.example', 'null', 'https://www.itbd.example.evil.example'])('gives the foreign origin %s no grant', async (origin) => {
    const res = await provider.app.request(getBlogs.path, { headers: { Origin: origin } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const options = await preflight(origin);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers with a wildcard', async () => {
    const bare = startProvider();
    try {
      const res = await bare.app.request(getBlogs.path, { headers: { Origin: 'http://localhost:5173' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      bare.dispose();
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('reads a comma or space separated list', () => {
    expect(parseOriginList(' https://a.example/x, http://b.example:8080  nonsense')).toEqual(['https://a.example/x', 'http://b.example:8080', 'nonsense']);
    expect(parseOriginList(undefined)).toEqual([]);
  });

  it("adds SITE_URL's origin", () => {
    expect(allowedOrigins({ siteUrl: 'https://www.itbd.example/blog', corsOrigins: ['https://a.example'] })).toEqual(
      new Set(['https://a.example', 'https://www.itbd.example']),
    );
  });

  it('takes each configured URL as its origin, whoever passes it, and drops entries that are not URLs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(allowedOrigins({ corsOrigins: ['https://a.example/', 'http://b.example:8080/app', 'nonsense'] })).toEqual(
      new Set(['https://a.example', 'http://b.example:8080']),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nonsense'));
    warn.mockRestore();
  });
});
