/**
 * The body font's layout without layout shift (SPEC perf budget: CLS ≤ 0.01).
 *
 * 1. A local fallback face, "Plus Jakarta Sans Fallback", sized with fontaine
 *    to Plus Jakarta Sans's metrics, so text drawn before the web font
 *    arrives takes the same room and does not move when the font swaps in.
 * 2. Noto Sans Bengali's faces, then the taka sign (৳) in a face of its own,
 *    inlined: prices and commissions show it on many pages, and without this face
 *    each of them downloaded the whole Bengali font (105 KB) for that one glyph.
 *    Declared after the font's faces in this same module, it wins for the sign (of
 *    faces covering a character the last declared is used); Bengali text still
 *    loads the full font.
 *
 * The Latin file's preload link is in the root route's head (routes/__root.tsx).
 */
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export const FONT_FALLBACK_MODULE = 'virtual:font-fallback.css';
const resolvedId = `\0${FONT_FALLBACK_MODULE}`;
const fontFile = new URL(
  `../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`,
  import.meta.url,
);
const bengaliFontFile = new URL(
  '../node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
  import.meta.url,
);
const TAKA = '\u09F3';
const TAKA_RANGE = `U+${TAKA.codePointAt(0)!.toString(16).toUpperCase()}`;

/** The taka sign alone, weight axis kept, as a face of the Bengali family for that one character. */
export async function takaFace(): Promise<string> {
  const glyph = await subsetFont(await readFile(bengaliFontFile), TAKA, { targetFormat: 'woff2' });
  return `@font-face {
  font-family: 'Noto Sans Bengali Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(data:font/woff2;base64,${glyph.toString('base64')}) format('woff2-variations');
  unicode-range: ${TAKA_RANGE};
}
`;
}

/** Arial and the fonts drawn to its metrics, whichever the visitor's system has. */
const ARIAL_LIKE = ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'];

export function fontFallback(): Plugin {
  return {
    name: 'itbd-font-fallback',
    resolveId: (source) => (source === FONT_FALLBACK_MODULE ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      const [font, arial] = await Promise.all([readMetrics(fontFile), getMetricsForFamily('Arial')]);
      if (!font || !arial) throw new Error(`Font metrics missing for ${fileURLToPath(fontFile)} or Arial`);
      const face = generateFontFace(font, { name: 'Plus Jakarta Sans Fallback', font: 'Arial', metrics: arial });
      const fallback = face.replace(/src: local\("Arial"\);/, `src: ${ARIAL_LIKE.map((name) => `local("${name}")`).join(', ')};`);
      return `@import '@fontsource-variable/noto-sans-bengali';\n${fallback}\n${await takaFace()}`;
    },
  };
}
