import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as html from '@/lib/html';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';

describe('useSanitizedHtml', () => {
  it('cleans the HTML once per text, not on every render', () => {
    const sanitize = vi.spyOn(html, 'sanitizeHtml');
    const resolveImage = (src: string) => `https://api.example.com${src}`;
    const { result, rerender } = renderHook(({ text }) => useSanitizedHtml(text, { resolveImage }), {
      initialProps: { text: '<p onclick="steal()">a</p><img src="/a.png" alt="">' },
    });
    expect(result.current).toBe('<p>a</p><img src="https://api.example.com/a.png" alt="" loading="lazy" decoding="async">');
    rerender({ text: '<p onclick="steal()">a</p><img src="/a.png" alt="">' });
    expect(sanitize).toHaveBeenCalledTimes(1);
    rerender({ text: '<p>b</p>' });
    expect(result.current).toBe('<p>b</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
    sanitize.mockRestore();
  });
});
