/**
 * Share images (Open Graph / Twitter `summary_large_image`), drawn by the build:
 * one 1200×630 PNG per kind of page, in the brand's colours and type, with an
 * abstract illustration per page type. `scripts/vite-og-images.ts` emits them as
 * `og/<type>.png`; `src/lib/head.ts` links each page to its type's image.
 *
 * Text is set in Plus Jakarta Sans and drawn as outlines, so the images look the
 * same on every machine that builds them, whatever fonts it has installed. The
 * font ships only as a variable WOFF2 (@fontsource-variable), which the SVG
 * renderer cannot read: wawoff2 unpacks it into TrueType, and fontkit applies
 * the weight axis, lays the text out with the font's kerning and hands over
 * the glyph outlines.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { type Font, type Glyph, create } from 'fontkit';
import { decompress } from 'wawoff2';
import type { OgPageType } from '../src/lib/head.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The brand font: the one file every text on the images is drawn from (Latin subset, weight axis 200-800). */
export const OG_FONT_FILE = new URL(
  '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  import.meta.url,
);

// ---------------------------------------------------------------------------
// Palette: shades of the Mantine tuples in src/theme.ts (a test holds them to it).

export const PALETTE = {
  white: '#ffffff',
  brand2: '#a3c8ee',
  brand3: '#74ace5',
  brand4: '#4a92dc',
  brand5: '#2a7dd0',
  brand6: '#0b63b6',
  brand7: '#09539a',
  brand8: '#07447e',
  navy1: '#cdd7ea',
  navy2: '#9eb0d3',
  navy6: '#234494',
  navy7: '#183678',
  navy8: '#10295c',
  navy9: '#0a1f44',
  /** The warm accent, used sparingly: the logo's spark and one highlight per illustration. */
  accent4: '#fbbf24',
} as const;
const C = PALETTE;

// ---------------------------------------------------------------------------
// Text: lines of the brand font at a given weight, laid out with its kerning
// (fontkit) and drawn as one <path> each.

interface TextStyle {
  size: number;
  /** A weight on the font's axis, 200-800. */
  weight: number;
  fill: string;
  /** Extra letter spacing in em. */
  tracking?: number;
}

/** The brand font, by weight. */
export type BrandFont = (weight: number) => Font;

let brandFontLoad: Promise<BrandFont> | undefined;

/**
 * The brand font, read once. fontkit reads WOFF2 but cannot apply the weight axis to
 * it, so the file is unpacked to TrueType first (wawoff2, Google's decoder).
 */
export function brandFont(): Promise<BrandFont> {
  brandFontLoad ??= decompress(readFileSync(OG_FONT_FILE)).then((ttf) => {
    const base = create(Buffer.from(ttf));
    if (!('getVariation' in base)) throw new Error(`${OG_FONT_FILE.pathname} is a font collection`);
    const weights = new Map<number, Font>();
    return (weight) => {
      let font = weights.get(weight);
      if (!font) weights.set(weight, (font = base.getVariation({ wght: weight })));
      return font;
    };
  });
  return brandFontLoad;
}

/** Glyphs of one line and their pen positions, in font units. */
function shape(font: BrandFont, text: string, style: TextStyle) {
  const face = font(style.weight);
  const tracking = (style.tracking ?? 0) * face.unitsPerEm;
  const run = face.layout(text);
  const placed: { glyph: Glyph; x: number }[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    if (index > 0) pen += tracking;
    placed.push({ glyph, x: pen + (run.positions[index]?.xOffset ?? 0) });
    pen += run.positions[index]?.xAdvance ?? glyph.advanceWidth;
  });
  return { placed, width: pen, scale: style.size / face.unitsPerEm };
}

/** A line's advance width in px. */
export function measureText(font: BrandFont, text: string, style: TextStyle) {
  const { width, scale } = shape(font, text, style);
  return width * scale;
}

/** One line of text as a path; `x`/`y` is the start (or middle, or end) of its baseline. */
function text(font: BrandFont, content: string, x: number, y: number, style: TextStyle, anchor: 'start' | 'middle' | 'end' = 'start') {
  const { placed, width, scale } = shape(font, content, style);
  const left = x - (anchor === 'middle' ? (width * scale) / 2 : anchor === 'end' ? width * scale : 0);
  const n = (value: number) => String(Math.round(value * 100) / 100);
  let d = '';
  for (const { glyph, x: pen } of placed) {
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i < args.length; i += 2) points.push(`${n(left + (pen + args[i]!) * scale)} ${n(y - args[i + 1]! * scale)}`);
      d += { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command] + points.join(' ');
    }
  }
  return `<path fill="${style.fill}" d="${d}"/>`;
}

/** Words broken into lines no wider than `maxWidth` px, as few lines as fit. */
function greedyWrap(font: BrandFont, content: string, style: TextStyle, maxWidth: number) {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(font, `${last} ${word}`, style) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Words broken into lines no wider than `maxWidth` px, as few lines as fit and
 * of even lengths (like CSS `text-wrap: balance`): no word left alone on a line.
 */
export function wrapText(font: BrandFont, content: string, style: TextStyle, maxWidth: number) {
  const lines = greedyWrap(font, content, style, maxWidth);
  if (lines.length < 2) return lines;
  let [low, high] = [0, maxWidth];
  while (high - low > 1) {
    const width = (low + high) / 2;
    if (greedyWrap(font, content, style, width).length > lines.length) low = width;
    else high = width;
  }
  return greedyWrap(font, content, style, high);
}

// ---------------------------------------------------------------------------
// Copy

interface Copy {
  eyebrow: string;
  headline: string;
  subline: string;
}

export const OG_COPY: Record<OgPageType, Copy> = {
  home: {
    eyebrow: '15 years · 500+ projects',
    headline: 'Software, web and digital services',
    subline: 'Websites, apps, marketing and business software for Bangladesh and abroad.',
  },
  about: {
    eyebrow: 'About ITBD',
    headline: 'Fifteen years of building for business',
    subline: 'An agency in Banani, Dhaka, with 500+ projects delivered.',
  },
  team: {
    eyebrow: 'Our team',
    headline: 'The people behind ITBD',
    subline: 'Engineers, designers and marketers who build and grow your product.',
  },
  services: {
    eyebrow: 'Services',
    headline: 'Websites, apps and marketing that work',
    subline: 'Web design and development, WordPress, mobile apps and digital marketing.',
  },
  product: {
    eyebrow: 'Products',
    headline: 'Ready-made business software',
    subline: 'POS, ERP, pharmacy, courier, tailor and publication systems.',
  },
  'sister-concern': {
    eyebrow: 'Sister concerns',
    headline: 'The ITBD family of companies',
    subline: 'Books, learning, fintech, laptops, courier and freelance work.',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    headline: '500+ projects delivered',
    subline: 'Websites, apps and software for brands in Bangladesh and abroad.',
  },
  blog: {
    eyebrow: 'Blog',
    headline: 'The ITBD blog',
    subline: 'Notes on web, software, design and digital marketing.',
  },
  career: {
    eyebrow: 'Careers',
    headline: 'Careers at ITBD',
    subline: 'Engineering, design, marketing and sales roles in Banani, Dhaka.',
  },
  job: {
    eyebrow: 'Open position',
    headline: 'Join the ITBD team',
    subline: 'Read the role, see the benefits and apply online.',
  },
  contact: {
    eyebrow: 'Contact',
    headline: 'Let’s talk about your project',
    subline: 'Call, email or visit our office in Banani, Dhaka.',
  },
  affiliate: {
    eyebrow: 'Affiliate Programme',
    headline: 'Earn by recommending ITBD',
    subline: 'Up to 50% commission, paid monthly to bKash or bank.',
  },
  default: {
    eyebrow: 'Software · Web · Digital',
    headline: 'Build and grow your business online',
    subline: 'Websites, apps, marketing and business software from ITBD.',
  },
};

// ---------------------------------------------------------------------------
// Drawing helpers (numbers in px; the illustrations use a 440×440 box)

type Attrs = Record<string, string | number | undefined>;
const attrs = (values: Attrs) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width, height, rx, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
const path = (d: string, extra: Attrs) => `<path${attrs({ d, fill: 'none', ...extra })}/>`;
const stroke = (color: string, width: number, extra: Attrs = {}) => ({
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...extra,
});
const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

/** A card on the navy: a lighter navy panel with a faint blue edge. */
const card = (x: number, y: number, width: number, height: number, rx = 18, fill: string = C.navy8) =>
  rect(x, y, width, height, rx, fill, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 });
/** Placeholder text: a rounded bar. */
const bar = (x: number, y: number, width: number, fill: string = C.white, opacity = 0.85, height = 10) =>
  rect(x, y, width, height, height / 2, fill, { 'fill-opacity': opacity });

/** The logo's mark (src/components/logo.tsx), `size` px square. */
function mark(x: number, y: number, size: number) {
  return group(
    `translate(${x} ${y}) scale(${size / 40})`,
    rect(0, 0, 40, 40, 10, C.brand6) +
      rect(8, 8, 11, 11, 3, C.white) +
      rect(21, 8, 11, 11, 3, C.white, { 'fill-opacity': 0.55 }) +
      rect(8, 21, 11, 11, 3, C.white, { 'fill-opacity': 0.55 }) +
      circle(26.5, 26.5, 5.5, C.accent4),
  );
}

/** A browser window with its toolbar; returns the SVG and the content area's top. */
function browser(x: number, y: number, width: number, height: number) {
  return (
    card(x, y, width, height) +
    path(`M${x} ${y + 44}H${x + width}`, stroke(C.brand4, 1.5, { 'stroke-opacity': 0.35 })) +
    circle(x + 22, y + 22, 5, C.brand3, { 'fill-opacity': 0.6 }) +
    circle(x + 40, y + 22, 5, C.brand3, { 'fill-opacity': 0.4 }) +
    circle(x + 58, y + 22, 5, C.brand3, { 'fill-opacity': 0.25 }) +
    rect(x + 82, y + 14, Math.min(width - 110, 220), 16, 8, C.navy7)
  );
}

/** A phone, `width` wide, with a notch. */
function phone(x: number, y: number, width: number, height: number, content = '') {
  return (
    rect(x, y, width, height, 22, C.navy7, { stroke: C.brand3, 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    rect(x + 8, y + 8, width - 16, height - 16, 15, C.navy8) +
    rect(x + width / 2 - 18, y + 14, 36, 6, 3, C.navy7) +
    content
  );
}

/** A coin seen from above at an angle: its top face centred on cx/cy, `depth` px thick. */
function coin(cx: number, cy: number, rx: number, ry: number, depth: number) {
  const edge = { stroke: C.navy9, 'stroke-opacity': 0.3, 'stroke-width': 2 };
  return (
    path(`M${cx - rx} ${cy}V${cy + depth}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + depth}V${cy}Z`, { fill: C.accent4, ...edge }) +
    `<ellipse${attrs({ cx, cy, rx, ry, fill: C.accent4, ...edge })}/>`
  );
}

/** A rounded bar chart: values 0-1 on a baseline. */
function bars(x: number, baseline: number, values: number[], width: number, height: number, gap: number, colors: string[]) {
  return values
    .map((value, i) => rect(x + i * (width + gap), baseline - value * height, width, value * height, Math.min(6, width / 2), colors[i % colors.length]!))
    .join('');
}

// ---------------------------------------------------------------------------
// Illustrations, one per page type, in a 440×440 box

const ILLUSTRATIONS: Record<OgPageType, () => string> = {
  home: () =>
    browser(30, 40, 380, 270) +
    rect(54, 108, 332, 96, 12, 'url(#og-blue)') +
    bar(76, 132, 170, C.white, 0.95, 14) +
    bar(76, 158, 120, C.white, 0.6) +
    rect(76, 178, 72, 14, 7, C.navy9, { 'fill-opacity': 0.35 }) +
    rect(54, 220, 104, 66, 10, C.navy7) +
    rect(168, 220, 104, 66, 10, C.navy7) +
    rect(282, 220, 104, 66, 10, C.navy7) +
    bar(68, 234, 48, C.brand3, 0.9, 8) +
    bar(182, 234, 48, C.brand3, 0.9, 8) +
    bar(296, 234, 48, C.brand3, 0.9, 8) +
    bar(68, 252, 72, C.white, 0.3, 6) +
    bar(182, 252, 72, C.white, 0.3, 6) +
    bar(296, 252, 72, C.white, 0.3, 6) +
    phone(6, 196, 128, 232, bar(30, 250, 56, C.white, 0.9) + bar(30, 268, 80, C.white, 0.35, 8) + rect(30, 292, 80, 60, 10, C.brand6) + rect(30, 362, 80, 38, 10, C.navy7)) +
    card(262, 282, 170, 142) +
    bars(286, 396, [0.35, 0.55, 0.45, 0.8], 22, 84, 14, [C.brand5, C.brand4, C.brand5, C.brand3]) +
    circle(406, 308, 9, C.accent4),

  about: () => {
    // Building blocks climbing to the spark of the logo's mark.
    const columns = [1, 2, 3, 4];
    const size = 72;
    const gap = 12;
    const left = 44;
    const base = 400;
    let blocks = '';
    columns.forEach((count, column) => {
      for (let row = 0; row < count; row++) {
        const fill = [C.brand6, C.brand5, C.brand4, C.navy6][(column + row) % 4]!;
        blocks += rect(left + column * (size + gap), base - (row + 1) * size - row * gap, size, size, 16, fill, row === count - 1 ? {} : { 'fill-opacity': 0.85 });
      }
    });
    return (
      path(`M20 ${base + 14}H420`, stroke(C.brand3, 2, { 'stroke-opacity': 0.4 })) +
      blocks +
      circle(left + 3 * (size + gap) + size / 2, base - 4 * size - 3 * gap - 56, 26, C.accent4) +
      path(`M${left + size / 2} ${base - size - 34}C 120 120, 220 70, ${left + 3 * (size + gap) - 20} ${base - 4 * size - 3 * gap - 56}`, stroke(C.brand3, 2.5, { 'stroke-dasharray': '2 10', 'stroke-opacity': 0.8 }))
    );
  },

  team: () => {
    const person = (cx: number, cy: number, scale: number, color: string) =>
      group(
        `translate(${cx} ${cy}) scale(${scale})`,
        card(-70, -90, 140, 180, 20) +
          circle(0, -28, 30, color) +
          path('M-42 50C-42 22 -22 10 0 10C22 10 42 22 42 50', { fill: color }) +
          bar(-38, 62, 76, C.white, 0.8, 9),
      );
    return (
      person(96, 250, 0.9, C.brand4) +
      person(344, 250, 0.9, C.brand5) +
      person(220, 214, 1.2, C.brand3) +
      circle(262, 148, 11, C.accent4, { stroke: C.navy8, 'stroke-width': 5 }) +
      bar(140, 380, 160, C.brand3, 0.5, 10) +
      bar(170, 402, 100, C.white, 0.25, 8)
    );
  },

  services: () =>
    browser(10, 40, 400, 300) +
    rect(34, 108, 352, 30, 8, C.navy7) +
    bar(48, 118, 60, C.brand3, 0.9) +
    bar(268, 118, 40, C.white, 0.4) +
    bar(318, 118, 52, C.white, 0.4) +
    rect(34, 152, 200, 164, 12, 'url(#og-blue)') +
    bar(52, 176, 140, C.white, 0.95, 14) +
    bar(52, 200, 100, C.white, 0.95, 14) +
    bar(52, 228, 150, C.white, 0.5, 8) +
    bar(52, 244, 120, C.white, 0.5, 8) +
    rect(52, 272, 76, 24, 12, C.white) +
    rect(248, 152, 138, 76, 12, C.navy7) +
    rect(248, 240, 138, 76, 12, C.navy7) +
    bar(262, 170, 60, C.brand3, 0.9, 8) +
    bar(262, 188, 100, C.white, 0.3, 6) +
    bar(262, 202, 80, C.white, 0.3, 6) +
    bar(262, 258, 60, C.brand3, 0.9, 8) +
    bar(262, 276, 100, C.white, 0.3, 6) +
    bar(262, 290, 80, C.white, 0.3, 6) +
    // A code badge: </>
    circle(356, 352, 62, C.accent4) +
    path('M330 334L312 352L330 370M382 334L400 352L382 370M364 326L348 378', stroke(C.navy9, 8)),

  product: () =>
    // A laptop with a dashboard, and a phone in front of it.
    rect(26, 58, 360, 236, 16, C.navy7, { stroke: C.brand3, 'stroke-opacity': 0.55, 'stroke-width': 3 }) +
    rect(40, 72, 332, 208, 8, C.navy8) +
    rect(40, 72, 70, 208, 8, C.navy9, { 'fill-opacity': 0.6 }) +
    bar(54, 92, 40, C.brand3, 0.9, 8) +
    bar(54, 116, 34, C.white, 0.3, 6) +
    bar(54, 132, 42, C.white, 0.3, 6) +
    bar(54, 148, 30, C.white, 0.3, 6) +
    rect(124, 86, 112, 56, 10, C.navy7) +
    rect(246, 86, 112, 56, 10, C.navy7) +
    bar(136, 100, 50, C.white, 0.35, 6) +
    bar(136, 118, 70, C.brand3, 0.95, 12) +
    bar(258, 100, 50, C.white, 0.35, 6) +
    bar(258, 118, 60, C.white, 0.9, 12) +
    rect(124, 152, 234, 114, 10, C.navy7) +
    bars(142, 252, [0.4, 0.62, 0.5, 0.78, 0.66, 0.92, 0.84], 20, 80, 11, [C.brand5, C.brand4]) +
    path('M0 300H412L394 318H18Z', { fill: C.brand7 }) +
    rect(176, 300, 60, 6, 3, C.navy9, { 'fill-opacity': 0.5 }) +
    phone(300, 176, 126, 248, bar(322, 220, 52, C.white, 0.9) + bar(322, 238, 82, C.white, 0.35, 8) +
      rect(322, 262, 82, 40, 10, C.navy7) + rect(322, 310, 82, 40, 10, C.navy7) +
      bar(332, 276, 40, C.brand3, 0.8, 8) + bar(332, 324, 50, C.brand3, 0.8, 8) +
      rect(322, 364, 82, 30, 15, C.accent4)),

  'sister-concern': () => {
    // Six sister companies around ITBD: books, learning, fintech, laptops, courier, freelance.
    const icon = (kind: number) =>
      [
        path('M-16 -10C-10 -13 -4 -13 0 -9C4 -13 10 -13 16 -10V12C10 9 4 9 0 13C-4 9 -10 9 -16 12ZM0 -9V13', stroke(C.white, 3)),
        path('M-18 -4L0 -13L18 -4L0 5ZM-10 0V9C-4 14 4 14 10 9V0M18 -4V8', stroke(C.white, 3)),
        rect(-18, -12, 36, 25, 4, 'none', stroke(C.white, 3)) + path('M-18 -4H18M-11 6H-3', stroke(C.white, 3)),
        rect(-14, -12, 28, 19, 3, 'none', stroke(C.white, 3)) + path('M-19 12H19', stroke(C.white, 3)),
        path('M-19 -10H5V8H-19ZM5 -3H13L19 3V8H5', stroke(C.white, 3)) + circle(-11, 10, 4, C.navy8, stroke(C.white, 2.5)) + circle(11, 10, 4, C.navy8, stroke(C.white, 2.5)),
        rect(-17, -7, 34, 22, 4, 'none', stroke(C.white, 3)) + path('M-6 -7V-12H6V-7M-17 3H17', stroke(C.white, 3)),
      ][kind]!;
    const colors = [C.brand6, C.brand5, C.navy6, C.brand5, C.brand6, C.navy6];
    let nodes = '';
    let links = '';
    for (let i = 0; i < 6; i++) {
      const angle = (-90 + i * 60) * (Math.PI / 180);
      const x = 220 + Math.cos(angle) * 160;
      const y = 220 + Math.sin(angle) * 160;
      links += path(`M220 220L${x.toFixed(1)} ${y.toFixed(1)}`, stroke(C.brand3, 2, { 'stroke-opacity': 0.45, 'stroke-dasharray': '4 8' }));
      nodes += group(`translate(${x.toFixed(1)} ${y.toFixed(1)})`, rect(-38, -38, 76, 76, 20, colors[i]!, { stroke: C.brand3, 'stroke-opacity': 0.4, 'stroke-width': 1.5 }) + icon(i));
    }
    return (
      circle(220, 220, 160, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.3 })) +
      circle(220, 220, 96, C.navy8, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 }) +
      links +
      mark(170, 170, 100) +
      nodes
    );
  },

  portfolio: () => {
    // A wall of project thumbnails, one starred.
    let tiles = 0;
    const tile = (x: number, y: number, width: number, height: number, fill: string, motif: string) => {
      const id = `og-tile-${tiles++}`;
      return group(
        `translate(${x} ${y})`,
        `<clipPath id="${id}">${rect(0, 0, width, height, 16, C.white)}</clipPath>` +
          rect(0, 0, width, height, 16, fill) +
          `<g clip-path="url(#${id})">${motif}</g>`,
      );
    };
    return (
      tile(20, 30, 190, 150, 'url(#og-blue)', circle(150, 40, 58, C.white, { 'fill-opacity': 0.14 }) + bar(20, 104, 110, C.white, 0.95, 12) + bar(20, 124, 70, C.white, 0.55, 8)) +
      tile(226, 30, 194, 96, C.navy6, path('M0 70L50 40L90 60L140 20L194 44V96H0Z', { fill: C.brand4, 'fill-opacity': 0.6 })) +
      tile(226, 142, 194, 150, C.navy8, rect(18, 18, 158, 70, 10, C.navy7) + bar(18, 104, 120, C.white, 0.85, 12) + bar(18, 124, 80, C.white, 0.35, 8)) +
      tile(20, 196, 190, 200, C.navy8, rect(0, 0, 190, 120, 0, C.brand6) + circle(140, 38, 16, C.brand2) + path('M0 120L52 62L92 100L124 72L190 120Z', { fill: C.brand4 }) + bar(20, 142, 130, C.white, 0.9, 12) + bar(20, 164, 84, C.white, 0.4, 8)) +
      tile(226, 308, 194, 88, C.navy7, bars(20, 74, [0.5, 0.8, 0.6, 1], 26, 52, 14, [C.brand4, C.brand3])) +
      circle(404, 40, 30, C.accent4, { stroke: C.navy9, 'stroke-width': 6 }) +
      path('M404 25L408.7 34.6L419.3 36.1L411.6 43.5L413.5 54L404 49L394.5 54L396.4 43.5L388.7 36.1L399.3 34.6Z', { fill: C.navy9 })
    );
  },

  blog: () =>
    // An article with a chart, and a second post behind it.
    card(110, 16, 310, 120, 18, C.navy7) +
    bar(134, 44, 150, C.white, 0.5) +
    bar(134, 66, 220, C.white, 0.25, 8) +
    card(20, 80, 340, 344) +
    rect(40, 100, 300, 150, 12, C.navy7) +
    path('M40 224L90 200L140 210L190 170L240 180L290 130L340 118V250H40Z', { fill: C.brand6, 'fill-opacity': 0.75 }) +
    path('M40 224L90 200L140 210L190 170L240 180L290 130L340 118', stroke(C.brand3, 4)) +
    circle(290, 130, 10, C.accent4, { stroke: C.navy7, 'stroke-width': 4 }) +
    bar(40, 272, 80, C.brand3, 0.9, 10) +
    bar(40, 298, 270, C.white, 0.95, 16) +
    bar(40, 324, 200, C.white, 0.95, 16) +
    bar(40, 356, 280, C.white, 0.3, 8) +
    bar(40, 374, 250, C.white, 0.3, 8) +
    bar(40, 392, 170, C.white, 0.3, 8),

  career: () =>
    // A list of openings and a briefcase.
    card(170, 20, 250, 270) +
    [0, 1, 2, 3].map((i) =>
      circle(204, 72 + i * 60, 14, i === 0 ? C.brand5 : C.navy7, i === 0 ? {} : { stroke: C.brand3, 'stroke-opacity': 0.5, 'stroke-width': 2 }) +
        (i === 0 ? path(`M197 ${72 + i * 60}L202 ${77 + i * 60}L211 ${67 + i * 60}`, stroke(C.white, 3)) : '') +
        bar(232, 60 + i * 60, [140, 110, 150, 90][i]!, C.white, 0.85) +
        bar(232, 78 + i * 60, [90, 120, 70, 100][i]!, C.white, 0.3, 7),
    ).join('') +
    group(
      'translate(10 226)',
      rect(64, 0, 92, 60, 20, 'none', stroke(C.brand3, 14)) +
        rect(0, 34, 220, 170, 26, C.brand6) +
        rect(0, 34, 220, 74, 26, C.brand5) +
        rect(0, 82, 220, 26, 0, C.brand5) +
        rect(92, 94, 36, 30, 8, C.accent4),
    ),

  job: () =>
    // One opening: its card, tags and the apply button.
    card(40, 40, 370, 360) +
    group('translate(68 68)', rect(0, 0, 72, 72, 18, C.brand6) + rect(19, 30, 34, 26, 5, 'none', stroke(C.white, 3.5)) + path('M29 30V23H43V30M19 41H53', stroke(C.white, 3.5))) +
    bar(160, 78, 190, C.white, 0.95, 16) +
    bar(160, 108, 120, C.brand3, 0.85, 10) +
    rect(68, 168, 96, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    rect(174, 168, 80, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    rect(264, 168, 108, 30, 15, C.navy7, { stroke: C.brand4, 'stroke-opacity': 0.5 }) +
    bar(84, 179, 64, C.brand3, 0.9, 8) +
    bar(190, 179, 48, C.brand3, 0.9, 8) +
    bar(280, 179, 76, C.brand3, 0.9, 8) +
    bar(68, 226, 300, C.white, 0.3, 8) +
    bar(68, 246, 280, C.white, 0.3, 8) +
    bar(68, 266, 230, C.white, 0.3, 8) +
    rect(68, 322, 160, 50, 25, C.accent4) +
    bar(100, 342, 96, C.navy9, 0.85, 10) +
    path('M250 347H290M276 333L290 347L276 361', stroke(C.brand3, 4)),

  contact: () =>
    // A map with a pin, and a message bubble.
    group(
      'translate(20 20)',
      `<clipPath id="og-map"><rect width="330" height="330" rx="24"/></clipPath>` +
        rect(0, 0, 330, 330, 24, C.navy8, { stroke: C.brand4, 'stroke-opacity': 0.35, 'stroke-width': 1.5 }) +
        `<g clip-path="url(#og-map)">` +
        rect(30, 200, 110, 90, 14, C.navy6, { 'fill-opacity': 0.55 }) +
        rect(200, 40, 90, 80, 14, C.navy6, { 'fill-opacity': 0.55 }) +
        path('M-10 150C80 140 150 170 340 120M110 -10C120 100 90 200 130 340M240 -10L220 340M-10 260L340 250', stroke(C.navy7, 18)) +
        path('M-10 150C80 140 150 170 340 120M110 -10C120 100 90 200 130 340', stroke(C.brand6, 3, { 'stroke-opacity': 0.8 })) +
        `</g>` +
        `<ellipse cx="160" cy="204" rx="34" ry="10" fill="${C.navy9}" fill-opacity="0.5"/>` +
        path('M160 204C160 204 104 146 104 108C104 77 129 52 160 52C191 52 216 77 216 108C216 146 160 204 160 204Z', { fill: C.accent4 }) +
        circle(160, 108, 22, C.navy9),
    ) +
    group(
      'translate(250 270)',
      rect(0, 0, 170, 110, 22, C.brand6) + path('M34 110L26 140L64 110', { fill: C.brand6 }) +
        bar(24, 28, 110, C.white, 0.95, 12) + bar(24, 52, 122, C.white, 0.5, 8) + bar(24, 70, 84, C.white, 0.5, 8),
    ),

  affiliate: () =>
    // Earnings that climb, and a stack of coins.
    card(20, 30, 400, 290) +
    bar(48, 60, 120, C.white, 0.85, 12) +
    bar(48, 84, 80, C.white, 0.3, 8) +
    bars(56, 290, [0.28, 0.42, 0.38, 0.58, 0.7, 0.92], 34, 160, 22, [C.navy6, C.brand6, C.navy6, C.brand5, C.brand5, C.brand4]) +
    path('M66 236L122 208L178 214L234 170L290 142L356 92', stroke(C.white, 4)) +
    path('M334 88L358 90L356 114', stroke(C.white, 4)) +
    group(
      'translate(270 300)',
      `<ellipse cx="70" cy="112" rx="70" ry="20" fill="${C.navy9}" fill-opacity="0.4"/>` +
        [0, 1, 2, 3].map((i) => coin(70, 84 - i * 20, 64, 20, 14)).join('') +
        `<ellipse cx="70" cy="24" rx="40" ry="12" fill="none" stroke="${C.navy9}" stroke-opacity="0.3" stroke-width="3"/>`,
    ),

  default: () =>
    // The mark, large, in rings of the grid it is built on.
    circle(220, 220, 200, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.25 })) +
    circle(220, 220, 150, 'none', stroke(C.brand4, 1.5, { 'stroke-opacity': 0.35, 'stroke-dasharray': '3 9' })) +
    circle(220, 20, 10, C.brand3) +
    circle(370, 220, 8, C.brand4) +
    circle(100, 310, 12, C.brand5) +
    rect(360, 330, 36, 36, 10, C.navy6) +
    rect(40, 100, 30, 30, 8, C.brand6) +
    mark(130, 130, 180),
};

// ---------------------------------------------------------------------------
// The image

const HEADLINE_WIDTH = 560;
const SUBLINE_WIDTH = 540;
const LEFT = 80;
/** From the headline's last baseline to the top of the subline's capitals. */
const SUBLINE_GAP = 40;

/** The share image of a page type, as SVG (1200×630). */
export async function ogImageSvg(type: OgPageType): Promise<string> {
  const font = await brandFont();
  const copy = OG_COPY[type];
  const eyebrow: TextStyle = { size: 19, weight: 700, fill: C.brand3, tracking: 0.14 };
  const subline: TextStyle = { size: 25, weight: 500, fill: C.navy1 };
  let headline: TextStyle = { size: 62, weight: 800, fill: C.white, tracking: -0.02 };
  let headlineLines = wrapText(font, copy.headline, headline, HEADLINE_WIDTH);
  if (headlineLines.length > 2) {
    headline = { ...headline, size: 54 };
    headlineLines = wrapText(font, copy.headline, headline, HEADLINE_WIDTH);
  }
  const sublineLines = wrapText(font, copy.subline, subline, SUBLINE_WIDTH);
  const overflows =
    headlineLines.length > 3 ||
    sublineLines.length > 2 ||
    headlineLines.some((line) => measureText(font, line, headline) > HEADLINE_WIDTH) ||
    sublineLines.some((line) => measureText(font, line, subline) > SUBLINE_WIDTH);
  if (overflows) throw new Error(`The ${type} share image's copy does not fit its column`);

  // Eyebrow, headline and subline, centred as one block between the logo and the footer.
  const headlineLeading = Math.round(headline.size * 1.12);
  const sublineLeading = 36;
  const blockHeight = 19 + 30 + headline.size * 0.745 + (headlineLines.length - 1) * headlineLeading + SUBLINE_GAP + subline.size * 0.745 + (sublineLines.length - 1) * sublineLeading;
  let y = Math.round(322 - blockHeight / 2) + 19;
  let copyText = text(font, copy.eyebrow.toUpperCase(), LEFT, y, eyebrow);
  y += 30 + headline.size * 0.745;
  for (const line of headlineLines) {
    copyText += text(font, line, LEFT - 3, y, headline);
    y += headlineLeading;
  }
  y += SUBLINE_GAP + subline.size * 0.745 - headlineLeading;
  for (const line of sublineLines) {
    copyText += text(font, line, LEFT, y, subline);
    y += sublineLeading;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<title>${escapeXml(`${copy.headline} — ITBD`)}</title>`,
    '<defs>',
    `<radialGradient id="og-glow" cx="920" cy="300" r="560" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.brand6}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.brand6}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="og-blue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand5}"/><stop offset="1" stop-color="${C.brand7}"/></linearGradient>`,
    `<linearGradient id="og-edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.brand6}"/><stop offset="1" stop-color="${C.brand4}"/></linearGradient>`,
    `<pattern id="og-dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="${C.brand3}" fill-opacity="0.22"/></pattern>`,
    `<radialGradient id="og-dots-fade" cx="920" cy="315" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.white}"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/></radialGradient>`,
    `<mask id="og-dots-mask"><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#og-dots-fade)"/></mask>`,
    '</defs>',
    rect(0, 0, OG_WIDTH, OG_HEIGHT, 0, C.navy9),
    rect(0, 0, OG_WIDTH, OG_HEIGHT, 0, 'url(#og-glow)'),
    rect(600, 0, 600, OG_HEIGHT, 0, 'url(#og-dots)', { mask: 'url(#og-dots-mask)' }),
    // Logo
    mark(LEFT, 64, 52),
    text(font, 'ITBD', LEFT + 66, 102, { size: 32, weight: 800, fill: C.white, tracking: -0.02 }),
    copyText,
    // Footer
    path(`M${LEFT} 534H${LEFT + 40}`, stroke(C.brand3, 3)),
    text(font, 'itbd.net', LEFT + 56, 542, { size: 22, weight: 700, fill: C.white }),
    rect(0, OG_HEIGHT - 8, OG_WIDTH, 8, 0, 'url(#og-edge)'),
    group('translate(690 95)', ILLUSTRATIONS[type]()),
    '</svg>',
  ].join('');
}

function escapeXml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The share image of a page type, as a 1200×630 PNG. */
export async function renderOgImage(type: OgPageType): Promise<Buffer> {
  const png = new Resvg(await ogImageSvg(type), { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
