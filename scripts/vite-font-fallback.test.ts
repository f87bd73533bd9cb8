import { describe, expect, it } from 'vitest';
import { takaFace } from './vite-font-fallback.ts';

describe('takaFace', () => {
  it('inlines a face of the Bengali family that covers only the taka sign, in a woff2 of its own', async () => {
    const face = await takaFace();
    expect(face).toContain("font-family: 'Noto Sans Bengali Variable'");
    expect(face).toContain("unicode-range: U+9F3;");
    const base64 = /data:font\/woff2;base64,([A-Za-z0-9+/=]+)/.exec(face)?.[1];
    const woff2 = Buffer.from(base64!, 'base64');
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // One glyph: a sliver of the 105 KB Bengali file it stands in for.
    expect(woff2.length).toBeLessThan(4096);
  });
});
