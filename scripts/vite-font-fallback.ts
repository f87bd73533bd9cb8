/**
 * The body font's layout without layout shift (SPEC perf budget: CLS ≤ 0.01).
 *
 * 1. A local fallback face, "Plus Jakarta Sans Fallback", sized with fontaine
 *    to Plus Jakarta Sans's metrics, so text drawn before the web font
 *    arrives takes the same room and does not move when the font swaps in.
 *
 * The Latin file's preload link is in the root route's head (routes/__root.tsx).
 */
import { fileURLToPath } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';

export const FONT_FALLBACK_MODULE = 'virtual:font-fallback.css';
const resolvedId = `\0${FONT_FALLBACK_MODULE}`;
const fontFile = new URL(
  `../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`,
  import.meta.url,
);
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
      return face.replace(/src: local\("Arial"\);/, `src: ${ARIAL_LIKE.map((name) => `local("${name}")`).join(', ')};`);
    },
  };
}
