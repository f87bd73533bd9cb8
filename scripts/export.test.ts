import { describe, expect, it } from 'vitest';
import { staticHostHeaders } from './export.ts';

describe('staticHostHeaders', () => {
  it("writes the site-wide headers for every address, immutable assets, and each page's own policy", () => {
    const siteWide = new Headers({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Other': 'no' });
    const policies = new Map([
      ['/', "script-src 'self' 'sha256-a'"],
      ['/blog', "script-src 'self' 'sha256-b'"],
      ['/404.html', "script-src 'self' 'sha256-c'"],
    ]);
    expect(staticHostHeaders(siteWide, policies)).toBe(
      [
        '/*\n  X-Frame-Options: DENY\n  Referrer-Policy: strict-origin-when-cross-origin',
        '/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
        "/\n  Content-Security-Policy: script-src 'self' 'sha256-a'",
        "/blog\n  Content-Security-Policy: script-src 'self' 'sha256-b'",
        "/blog/\n  Content-Security-Policy: script-src 'self' 'sha256-b'",
        "/404.html\n  Content-Security-Policy: script-src 'self' 'sha256-c'",
      ].join('\n\n') + '\n',
    );
  });
});
