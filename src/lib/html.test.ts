import { describe, expect, it } from 'vitest';
import { excerpt, sanitizeHtml, stripTags } from '@/lib/html';

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
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens external links safely and keeps images lazy', () => {
    const clean = sanitizeHtml('<a href="https://example.com">ext</a><img src="https://example.com/a.png" alt="a">');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('loading="lazy"');
  });
});

describe('excerpt', () => {
  it('strips tags and entities before cutting', () => {
    expect(stripTags('<p>Fish &amp; <b>chips</b></p>')).toBe('Fish & chips');
  });

  it('adds ... only when the text is longer than the limit', () => {
    const text = 'a'.repeat(120);
    expect(excerpt(`<p>${text}</p>`, 120)).toBe(text);
    expect(excerpt(`<p>${text}b</p>`, 120)).toBe(`${text}...`);
  });
});
