/**
 * The body font's layout without layout shift (SPEC perf budget: CLS ≤ 0.01).
 *
 * 1. A local fallback face, "Plus Jakarta Sans Fallback", sized with fontaine
 *    to Plus Jakarta Sans's metrics, so text drawn before the web font
 *    arrives takes the same room and does not move when the font swaps in.
 * 2. A preload of the Latin file, so the font usually arrives before the
 *    first text is drawn at all.
 */
import { fileURLToPath } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { Plugin } from 'vite';

export const FONT_FALLBACK_MODULE = 'virtual:font-fallback.css';
const resolvedId = `\0${FONT_FALLBACK_MODULE}`;
const LATIN_FILE = 'plus-jakarta-sans-latin-wght-normal';
const fontFile = new URL(
  `../node_modules/@fontsource-variable/plus-jakarta-sans/files/${LATIN_FILE}.woff2`,
  import.meta.url,
);
/** Arial and the fonts drawn to its metrics, whichever the visitor's system has. */
const ARIAL_LIKE = ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'];

export function fontFallback(): Plugin {
  let base = '/';
  return {
    name: 'itbd-font-fallback',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (source) => (source === FONT_FALLBACK_MODULE ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      const [font, arial] = await Promise.all([readMetrics(fontFile), getMetricsForFamily('Arial')]);
      if (!font || !arial) throw new Error(`Font metrics missing for ${fileURLToPath(fontFile)} or Arial`);
      const face = generateFontFace(font, { name: 'Plus Jakarta Sans Fallback', font: 'Arial', metrics: arial });
      return face.replace(/src: local\("Arial"\);/, `src: ${ARIAL_LIKE.map((name) => `local("${name}")`).join(', ')};`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => name.includes(LATIN_FILE) && name.endsWith('.woff2'));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
