import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/html';

describe('sanitizeHtml', () => {
  it('removes script tags, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="x.png" onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('removes SVG and iframe payloads', () => {
    const clean = sanitizeHtml('<svg><script>steal()</script><circle onload="steal()"/></svg><iframe src="https://evil"></iframe>ok');
    expect(clean).not.toMatch(/svg|iframe|steal/i);
    expect(clean).toContain('ok');
  });

  it('keeps the formatting a post needs', () => {
    const html =
      '<h2>Title</h2><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>code()</code></pre><table><tbody><tr><td>cell</td></tr></tbody></table><strong>bold</strong><em>it</em>';
    expect(sanitizeHtml(html)).toBe(
      html.replace('<pre>', '<pre tabindex="0">').replace('<table>', '<table tabindex="0">'),
    );
  });

  it('lets the keyboard reach code blocks and tables, which may scroll sideways, but no tabindex from the provider', () => {
    const clean = sanitizeHtml('<pre>x</pre><table><tbody><tr><td>y</td></tr></tbody></table><p tabindex="1">z</p>');
    expect(clean).toContain('<pre tabindex="0">');
    expect(clean).toContain('<table tabindex="0">');
    expect(clean).toContain('<p>z</p>');
  });

  it('removes styles, forms, data: links, obfuscated javascript: URLs and DOM-clobbering ids', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><form action="/x"><input name="q"></form>' +
        '<a href="jav&#x09;ascript:steal()">a</a><a href=" javascript:steal()">b</a>' +
        '<a href="data:text/html,<script>steal()</script>">d</a><p id="location" name="cookie" style="position:fixed" class="x">c</p>',
    );
    expect(clean).not.toMatch(/style|form|input|javascript|data:|id=|name=|class=/i);
    expect(clean).toContain('<p>c</p>');
  });

  it('puts relative images on the host the caller names and leaves absolute ones alone', () => {
    const resolveImage = (src: string) => `https://api.example.com/${src.replace(/^\//, '')}`;
    const clean = sanitizeHtml('<img src="/storage/blog/a.svg" alt="a"><img src="https://cdn.example.com/b.png" alt="b">', {
      resolveImage,
    });
    expect(clean).toContain('src="https://api.example.com/storage/blog/a.svg"');
    expect(clean).toContain('src="https://cdn.example.com/b.png"');
    expect(sanitizeHtml('<img src="/storage/blog/a.svg" alt="a">')).toContain('src="/storage/blog/a.svg"');
  });

  it('opens protocol-relative links in a new tab too', () => {
    expect(sanitizeHtml('<a href="//example.com/x">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml('<a href="/contact">us</a>')).not.toContain('target');
  });

  it('opens external links safely and keeps images lazy', () => {
    const clean = sanitizeHtml('<a href="https://example.com">ext</a><img src="https://example.com/a.png" alt="a">');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('loading="lazy"');
  });
});
