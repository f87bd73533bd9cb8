/**
 * Seed thumbnails that show the work: a storefront, a point of sale, a
 * dashboard, a phone app, a course player, a landing page, a chart... picked
 * from each project's category, technology and title, and each post's topic,
 * in the product's own colours. Never the title as text (issue 16): the card
 * already prints it right below. Every scene is drawn on a 400×300 canvas.
 */
import { escapeXml, FONT, gradient, hashOf } from './images.ts';

const INK = '#0A1F44';
const MUTED = '#94A3B8';
const LINE = '#E2E8F0';
const PAPER = '#FFFFFF';
const SOFT = '#F1F5F9';

/** A product's own colours: the backdrop behind its screen, and its accent on the screen. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  second: string;
}

const PALETTES = {
  blue: { from: '#0A1F44', to: '#0B63B6', accent: '#0B63B6', second: '#F59E0B' },
  teal: { from: '#073B3A', to: '#0D9488', accent: '#0D9488', second: '#FBBF24' },
  pink: { from: '#4A0D2E', to: '#BE185D', accent: '#D12053', second: '#FDE68A' },
  amber: { from: '#451A03', to: '#B45309', accent: '#B45309', second: '#0B63B6' },
  violet: { from: '#2E1065', to: '#6D28D9', accent: '#6D28D9', second: '#34D399' },
  green: { from: '#052E16', to: '#15803D', accent: '#15803D', second: '#F59E0B' },
  sky: { from: '#0C4A6E', to: '#0284C7', accent: '#0284C7', second: '#F97316' },
} satisfies Record<string, Palette>;

export type SceneKind =
  | 'storefront'
  | 'bookstore'
  | 'pos'
  | 'dashboard'
  | 'inventory'
  | 'courier'
  | 'wallet'
  | 'app-list'
  | 'course'
  | 'landing'
  | 'publication'
  | 'speed'
  | 'estimate'
  | 'milestones'
  | 'article'
  | 'brand'
  | 'editor';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const bar = (x: number, y: number, w: number, fill: string, h = 6, extra = '') => rect(x, y, w, h, fill, `rx="${h / 2}"${extra ? ` ${extra}` : ''}`);

function browser(content: string): string {
  return [
    rect(24, 28, 352, 250, PAPER, 'rx="12"'),
    `<path d="M24 40a12 12 0 0 1 12-12h328a12 12 0 0 1 12 12v10H24z" fill="${SOFT}"/>`,
    `<circle cx="38" cy="39" r="3.5" fill="#F87171"/><circle cx="50" cy="39" r="3.5" fill="#FBBF24"/><circle cx="62" cy="39" r="3.5" fill="#34D399"/>`,
    bar(130, 35, 140, PAPER, 8),
    content,
  ].join('');
}

function phone(x: number, y: number, content: string, w = 120, h = 236): string {
  return [
    rect(x, y, w, h, INK, 'rx="20"'),
    rect(x + 7, y + 10, w - 14, h - 20, PAPER, 'rx="13"'),
    bar(x + w / 2 - 14, y + 14, 28, '#1E293B', 4),
    content,
  ].join('');
}

/** Product tiles with simple goods: bags, shirts, books, boxes. */
function productGrid(p: Palette, y: number, columns: number, top = 0): string {
  const width = (320 - (columns - 1) * 12) / columns;
  const colours = [p.accent, p.second, '#0D9488', '#BE185D'];
  return Array.from({ length: columns }, (_, index) => {
    const x = 40 + index * (width + 12);
    const colour = colours[(index + top) % colours.length]!;
    const cx = x + width / 2;
    const goods = [
      `<path d="M${cx - 16} ${y + 30}h32l-3 28h-26z M${cx - 8} ${y + 30}v-5a8 8 0 0 1 16 0v5" fill="${colour}" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`,
      `<path d="M${cx - 18} ${y + 26}l10-8h16l10 8-6 8-4-3v26h-26v-26l-4 3z" fill="${colour}"/>`,
      `<path d="M${cx - 14} ${y + 18}h24a4 4 0 0 1 4 4v34h-24a4 4 0 0 0-4 4z" fill="${colour}"/>`,
    ][(index + top) % 3];
    return [
      rect(x, y, width, 104, PAPER, `rx="8" stroke="${LINE}"`),
      rect(x + 6, y + 6, width - 12, 60, colour, 'rx="6" fill-opacity=".14"'),
      goods,
      bar(x + 8, y + 76, width * 0.6, INK),
      bar(x + 8, y + 88, width * 0.3, p.accent),
    ].join('');
  }).join('');
}

const SCENES: Record<SceneKind, (p: Palette) => string> = {
  storefront: (p) =>
    browser(
      [
        bar(40, 62, 60, INK, 8),
        bar(250, 63, 28, MUTED, 5) + bar(284, 63, 28, MUTED, 5),
        rect(340, 58, 20, 14, p.accent, 'rx="4"'),
        rect(40, 82, 320, 64, p.from, 'rx="10"'),
        bar(56, 100, 140, PAPER, 10),
        bar(56, 118, 100, PAPER, 6, 'fill-opacity=".6"'),
        `<circle cx="312" cy="114" r="24" fill="${p.second}"/>`,
        productGrid(p, 156, 3),
      ].join(''),
    ),
  bookstore: (p) =>
    browser(
      [
        rect(40, 60, 230, 18, SOFT, 'rx="9"'),
        `<circle cx="256" cy="69" r="5" fill="none" stroke="${MUTED}" stroke-width="2"/>`,
        rect(300, 60, 60, 18, p.accent, 'rx="9"'),
        ...Array.from({ length: 10 }, (_, index) => {
          const x = 40 + (index % 5) * 65;
          const y = index < 5 ? 92 : 186;
          const colours = [p.accent, p.second, '#0D9488', INK, '#BE185D'];
          const colour = colours[(index * 3) % colours.length]!;
          return [
            rect(x, y, 52, 70, colour, 'rx="4"'),
            rect(x, y, 6, 70, '#000', 'fill-opacity=".18"'),
            bar(x + 12, y + 14, 30, PAPER, 4, 'fill-opacity=".8"'),
            bar(x, y + 78, 40, INK, 4),
          ].join('');
        }),
      ].join(''),
    ),
  pos: (p) =>
    [
      rect(20, 30, 360, 240, PAPER, 'rx="14"'),
      rect(20, 30, 360, 30, INK, 'rx="14"'),
      rect(20, 46, 360, 14, INK),
      bar(36, 42, 50, p.second, 6),
      ...Array.from({ length: 12 }, (_, index) => {
        const x = 34 + (index % 4) * 54;
        const y = 74 + Math.floor(index / 4) * 62;
        const colours = [p.accent, p.second, '#0D9488', '#BE185D', '#6D28D9'];
        const colour = colours[index % colours.length]!;
        return rect(x, y, 46, 54, colour, 'rx="8" fill-opacity=".16"') + `<circle cx="${x + 23}" cy="${y + 22}" r="11" fill="${colour}"/>` + bar(x + 8, y + 40, 30, INK, 4);
      }),
      rect(252, 70, 116, 190, SOFT, 'rx="10"'),
      ...[84, 104, 124, 144].map((y, index) => bar(262, y, 58 - index * 6, INK, 5) + bar(338, y, 20, MUTED, 5)),
      `<path d="M262 170h96" stroke="${LINE}" stroke-dasharray="3 3"/>`,
      bar(262, 184, 40, INK, 7) + bar(318, 184, 40, p.accent, 7),
      `<g fill="${INK}">${[0, 3, 5, 6, 9, 12, 13, 16, 19, 21, 24, 27, 28, 31].map((x) => rect(266 + x * 3, 204, x % 3 ? 1.5 : 2.5, 18, INK)).join('')}</g>`,
      rect(262, 232, 96, 20, p.accent, 'rx="10"'),
    ].join(''),
  dashboard: (p) => {
    const bars = [40, 58, 46, 72, 64, 90, 78, 104];
    return [
      rect(20, 30, 360, 240, PAPER, 'rx="14"'),
      `<path d="M20 44a14 14 0 0 1 14-14h50v240H34a14 14 0 0 1-14-14z" fill="${INK}"/>`,
      bar(32, 46, 40, p.second, 7),
      ...[70, 88, 106, 124, 142].map((y, index) => bar(32, y, index ? 32 : 40, PAPER, 5, `fill-opacity="${index ? 0.35 : 0.9}"`)),
      ...[0, 1, 2].map((index) => {
        const x = 98 + index * 92;
        const colour = [p.accent, '#0D9488', p.second][index]!;
        return rect(x, 44, 82, 48, SOFT, 'rx="8"') + bar(x + 10, 56, 34, MUTED, 4) + bar(x + 10, 70, 50, colour, 9);
      }),
      rect(98, 104, 178, 154, SOFT, 'rx="8"'),
      ...bars.map((h, index) => rect(110 + index * 20, 244 - h, 12, h, index === 7 ? p.second : p.accent, 'rx="3"')),
      rect(286, 104, 82, 154, SOFT, 'rx="8"'),
      `<circle cx="327" cy="150" r="26" fill="none" stroke="${LINE}" stroke-width="10"/>`,
      `<circle cx="327" cy="150" r="26" fill="none" stroke="${p.accent}" stroke-width="10" stroke-dasharray="110 164" transform="rotate(-90 327 150)"/>`,
      ...[196, 214, 232].map((y, index) => `<circle cx="300" cy="${y + 3}" r="4" fill="${[p.accent, p.second, '#0D9488'][index]}"/>` + bar(310, y, 46, INK, 5)),
    ].join('');
  },
  inventory: (p) =>
    [
      rect(20, 30, 360, 240, PAPER, 'rx="14"'),
      bar(40, 50, 90, INK, 9),
      rect(220, 44, 140, 22, SOFT, 'rx="11"'),
      rect(40, 80, 320, 20, SOFT, 'rx="4"'),
      ...[0, 1, 2, 3, 4, 5].map((index) => {
        const y = 110 + index * 26;
        const warn = index === 2 || index === 4;
        const colour = [p.accent, '#0D9488', '#BE185D', p.second, '#6D28D9', p.accent][index]!;
        return [
          `<g transform="rotate(-30 54 ${y + 8})">${rect(44, y + 3, 22, 10, colour, 'rx="5"')}${rect(55, y + 3, 11, 10, PAPER, 'rx="5" fill-opacity=".6"')}</g>`,
          bar(76, y + 5, 90 - (index % 3) * 14, INK, 6),
          bar(196, y + 5, 34, MUTED, 6),
          rect(296, y + 1, 56, 14, warn ? '#FEE2E2' : '#DCFCE7', 'rx="7"'),
          bar(306, y + 5, 36, warn ? '#B91C1C' : '#15803D', 6),
          `<path d="M40 ${y + 21}h320" stroke="${LINE}"/>`,
        ].join('');
      }),
    ].join(''),
  courier: (p) =>
    [
      phone(60, 34, [
        rect(67, 44, 106, 120, '#DBEAFE', 'rx="13"'),
        `<path d="M67 90h106M120 44v120M67 130l106-40" stroke="${PAPER}" stroke-width="5"/>`,
        `<path d="M84 150c14-24 26 2 40-22s22-10 34-44" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="1 7"/>`,
        `<circle cx="84" cy="150" r="6" fill="${p.accent}"/><circle cx="158" cy="84" r="7" fill="${p.second}" stroke="${PAPER}" stroke-width="2"/>`,
        bar(76, 178, 70, INK, 7),
        bar(76, 192, 50, MUTED, 5),
        rect(76, 206, 88, 6, LINE, 'rx="3"') + rect(76, 206, 60, 6, p.accent, 'rx="3"'),
        rect(76, 236, 88, 20, p.accent, 'rx="10"'),
      ].join('')),
      phone(216, 54, [
        bar(232, 78, 60, INK, 7),
        ...[96, 138, 180].map((y, index) => rect(229, y, 96, 34, SOFT, 'rx="8"') + `<rect x="236" y="${y + 8}" width="18" height="18" rx="4" fill="${[p.accent, p.second, '#0D9488'][index]}"/>` + bar(262, y + 10, 50, INK, 5) + bar(262, y + 20, 34, MUTED, 4)),
        rect(229, 236, 96, 20, p.second, 'rx="10"'),
      ].join('')),
    ].join(''),
  wallet: (p) =>
    [
      phone(140, 30, [
        rect(154, 52, 92, 54, p.accent, 'rx="10"'),
        bar(164, 64, 36, PAPER, 5, 'fill-opacity=".7"'),
        bar(164, 80, 60, PAPER, 10),
        rect(168, 118, 64, 64, PAPER, `rx="6" stroke="${LINE}"`),
        ...Array.from({ length: 25 }, (_, index) => {
          const on = [0, 1, 2, 4, 5, 6, 8, 10, 12, 13, 15, 17, 19, 20, 22, 24].includes(index);
          return on ? rect(174 + (index % 5) * 11, 124 + Math.floor(index / 5) * 11, 9, 9, INK, 'rx="1.5"') : '';
        }),
        ...[194, 214, 234].map((y, index) => `<circle cx="162" cy="${y + 4}" r="6" fill="${[p.second, '#0D9488', p.accent][index]}"/>` + bar(174, y + 1, 40, INK, 5) + bar(222, y + 1, 18, MUTED, 5)),
      ].join('')),
      rect(36, 120, 92, 56, PAPER, 'rx="10"'),
      `<path d="M50 160l14-14 10 8 18-20" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
      bar(50, 132, 40, INK, 5),
      rect(276, 90, 92, 48, PAPER, 'rx="10"'),
      `<circle cx="296" cy="114" r="11" fill="#DCFCE7"/><path d="M291 114l4 4 7-8" fill="none" stroke="#15803D" stroke-width="2.5" stroke-linecap="round"/>`,
      bar(314, 108, 42, INK, 5) + bar(314, 118, 28, MUTED, 4),
    ].join(''),
  'app-list': (p) =>
    [
      phone(54, 40, [
        rect(61, 50, 106, 70, p.accent, 'rx="13"'),
        `<rect x="86" y="66" width="56" height="36" rx="4" fill="${PAPER}" fill-opacity=".9"/><path d="M80 106h68" stroke="${PAPER}" stroke-width="4" stroke-linecap="round"/>`,
        bar(70, 132, 70, INK, 7),
        bar(70, 146, 50, MUTED, 5),
        ...[162, 192].map((y, index) => rect(68, y, 92, 24, SOFT, 'rx="6"') + `<circle cx="80" cy="${y + 12}" r="6" fill="${index ? p.second : '#0D9488'}"/>` + bar(92, y + 9, 50, INK, 5)),
        rect(68, 238, 92, 20, p.accent, 'rx="10"'),
      ].join('')),
      phone(204, 40, [
        bar(220, 66, 60, INK, 7),
        rect(218, 82, 92, 18, SOFT, 'rx="9"'),
        ...[0, 1, 2, 3].map((index) => {
          const x = 218 + (index % 2) * 48;
          const y = 110 + Math.floor(index / 2) * 70;
          return rect(x, y, 44, 62, SOFT, 'rx="8"') + rect(x + 6, y + 6, 32, 28, [p.accent, p.second, '#0D9488', '#6D28D9'][index]!, 'rx="4" fill-opacity=".8"') + bar(x + 6, y + 42, 28, INK, 4) + bar(x + 6, y + 51, 18, p.accent, 4);
        }),
      ].join('')),
    ].join(''),
  course: (p) =>
    browser(
      [
        rect(40, 62, 210, 130, INK, 'rx="8"'),
        `<circle cx="145" cy="127" r="22" fill="${PAPER}" fill-opacity=".15"/><path d="M138 115l20 12-20 12z" fill="${PAPER}"/>`,
        rect(48, 178, 194, 4, PAPER, 'rx="2" fill-opacity=".3"') + rect(48, 178, 120, 4, p.second, 'rx="2"'),
        bar(40, 204, 150, INK, 9),
        bar(40, 222, 110, MUTED, 6),
        rect(40, 238, 70, 22, p.accent, 'rx="11"'),
        ...[0, 1, 2, 3, 4].map((index) => {
          const y = 62 + index * 40;
          const done = index < 2;
          return rect(262, y, 98, 32, SOFT, 'rx="6"') + `<circle cx="276" cy="${y + 16}" r="7" fill="${done ? '#15803D' : LINE}"/>` + (done ? `<path d="M273 ${y + 16}l2 2.5 4-5" fill="none" stroke="${PAPER}" stroke-width="1.8"/>` : '') + bar(290, y + 10, 56, INK, 5) + bar(290, y + 19, 32, MUTED, 4);
        }),
      ].join(''),
    ),
  landing: (p) =>
    browser(
      [
        bar(40, 62, 56, INK, 8),
        bar(230, 63, 26, MUTED, 5) + bar(262, 63, 26, MUTED, 5),
        rect(300, 58, 60, 16, p.accent, 'rx="8"'),
        rect(40, 84, 320, 104, p.from, 'rx="10"'),
        `<circle cx="318" cy="112" r="16" fill="${p.second}"/>`,
        `<path d="M200 188l46-56 30 32 22-20 62 44z" fill="${p.to}"/><path d="M240 188l60-70 60 70z" fill="${p.accent}" fill-opacity=".7"/>`,
        bar(56, 108, 120, PAPER, 11),
        bar(56, 128, 90, PAPER, 11),
        bar(56, 150, 100, PAPER, 6, 'fill-opacity=".6"'),
        rect(56, 164, 60, 14, p.second, 'rx="7"'),
        ...[0, 1, 2].map((index) => {
          const x = 40 + index * 110;
          return rect(x, 200, 100, 62, SOFT, 'rx="8"') + rect(x + 10, 210, 20, 20, [p.accent, p.second, '#0D9488'][index]!, 'rx="6"') + bar(x + 10, 238, 64, INK, 5) + bar(x + 10, 249, 44, MUTED, 4);
        }),
      ].join(''),
    ),
  publication: (p) =>
    [
      rect(30, 40, 250, 220, PAPER, 'rx="12"'),
      bar(48, 60, 80, INK, 8),
      ...[0, 1, 2].map((index) => {
        const x = 48 + index * 76;
        const colour = [p.accent, p.second, INK][index]!;
        return rect(x, 82, 64, 92, colour, 'rx="4"') + rect(x, 82, 6, 92, '#000', 'fill-opacity=".2"') + `<circle cx="${x + 36}" cy="120" r="14" fill="${PAPER}" fill-opacity=".25"/>` + bar(x + 14, 150, 40, PAPER, 4, 'fill-opacity=".8"') + bar(x, 184, 50, INK, 5) + bar(x, 196, 30, p.accent, 5);
      }),
      rect(48, 222, 90, 20, p.accent, 'rx="10"'),
      rect(262, 70, 112, 190, INK, 'rx="14"'),
      rect(270, 80, 96, 170, '#FEFCE8', 'rx="6"'),
      ...[94, 106, 118, 130, 150, 162, 174, 186, 198, 210, 222].map((y, index) => bar(280, y, index % 4 === 3 ? 50 : 76, '#475569', 4)),
    ].join(''),
  speed: (p) =>
    [
      rect(30, 40, 340, 220, PAPER, 'rx="14"'),
      `<path d="M70 190a80 80 0 0 1 160 0" fill="none" stroke="${LINE}" stroke-width="18" stroke-linecap="round"/>`,
      `<path d="M70 190a80 80 0 0 1 40-69" fill="none" stroke="#15803D" stroke-width="18" stroke-linecap="round"/>`,
      `<path d="M150 190l-44-52" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><circle cx="150" cy="190" r="9" fill="${INK}"/>`,
      rect(262, 90, 34, 140, '#FCA5A5', 'rx="6"'),
      rect(310, 188, 34, 42, '#15803D', 'rx="6"'),
      `<path d="M252 230h102" stroke="${LINE}" stroke-width="2"/>`,
      `<path d="M282 78l46 90" stroke="${p.accent}" stroke-width="3" stroke-dasharray="4 4"/><path d="M322 160l8 12 3-14z" fill="${p.accent}"/>`,
    ].join(''),
  estimate: (p) =>
    [
      rect(30, 40, 340, 220, PAPER, 'rx="14"'),
      `<path d="M60 230V60M60 230h290" stroke="${LINE}" stroke-width="2"/>`,
      `<path d="M60 150 L340 140 L340 150 L60 150Z" fill="none"/>`,
      `<path d="M62 150 C 150 70, 260 126, 340 138 L340 152 C 260 156, 150 216, 62 150Z" fill="${p.accent}" fill-opacity=".18"/>`,
      `<path d="M62 150 C 150 70, 260 126, 340 138" fill="none" stroke="${p.accent}" stroke-width="2.5"/>`,
      `<path d="M62 150 C 150 216, 260 156, 340 152" fill="none" stroke="${p.accent}" stroke-width="2.5"/>`,
      `<path d="M62 150 C 160 146, 260 146, 340 145" fill="none" stroke="${p.second}" stroke-width="3.5" stroke-linecap="round"/>`,
      ...[110, 180, 250, 320].map((x) => `<circle cx="${x}" cy="230" r="5" fill="${INK}"/>`),
    ].join(''),
  milestones: (p) =>
    [
      rect(30, 40, 340, 220, PAPER, 'rx="14"'),
      ...[18, 30, 44, 62, 84, 110, 140, 170].map((h, index) => rect(58 + index * 38, 228 - h, 24, h, index === 7 ? p.second : p.accent, `rx="4" fill-opacity="${0.45 + index * 0.07}"`)),
      `<path d="M50 228h310" stroke="${LINE}" stroke-width="2"/>`,
      `<path d="M70 200 C 150 190, 250 120, 336 54" fill="none" stroke="${INK}" stroke-width="2.5" stroke-dasharray="5 5"/>`,
      `<path d="M336 46l6 10h-12z" fill="${INK}" transform="rotate(40 336 52)"/>`,
    ].join(''),
  article: (p) =>
    [
      rect(60, 30, 280, 240, PAPER, 'rx="12"'),
      bar(84, 52, 180, INK, 12),
      bar(84, 72, 120, INK, 12),
      ...[100, 124, 148, 172].map((y) => `<path d="M84 ${y + 14}h232" stroke="${p.accent}" stroke-opacity=".35" stroke-dasharray="3 3"/>` + bar(84, y, 232 - (y % 3) * 20, '#475569', 6) + bar(84, y + 9, 180, '#94A3B8', 3)),
      `<path d="M76 100v92" stroke="${p.second}" stroke-width="3"/>`,
      rect(84, 206, 232, 44, SOFT, 'rx="8"'),
      `<path d="M100 240c8-22 20-22 26 0M140 240v-18a8 8 0 0 1 16 0v18M172 222h20" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>`,
    ].join(''),
  brand: (p) =>
    [
      rect(30, 40, 340, 220, PAPER, 'rx="14"'),
      rect(52, 62, 110, 110, p.accent, 'rx="24"'),
      rect(76, 86, 26, 26, PAPER, 'rx="6"') + rect(110, 86, 26, 26, PAPER, 'rx="6" fill-opacity=".55"') + rect(76, 120, 26, 26, PAPER, 'rx="6" fill-opacity=".55"') + `<circle cx="123" cy="133" r="13" fill="${p.second}"/>`,
      ...[p.from, p.accent, p.second, '#E2E8F0'].map((colour, index) => rect(184 + index * 44, 62, 36, 56, colour, 'rx="8"')),
      `<text x="184" y="170" font-family="${FONT}" font-size="44" font-weight="800" fill="${INK}">Aa</text>`,
      bar(262, 142, 80, INK, 6) + bar(262, 156, 60, MUTED, 6),
      ...[0, 1, 2].map((index) => rect(52 + index * 104, 192, 96, 48, SOFT, 'rx="8"') + bar(64 + index * 104, 206, 50, INK, 5) + bar(64 + index * 104, 220, 70, MUTED, 4)),
    ].join(''),
  editor: (p) =>
    browser(
      [
        rect(24, 50, 70, 228, INK),
        ...[68, 88, 108, 128].map((y, index) => bar(36, y, 44, PAPER, 6, `fill-opacity="${index === 1 ? 0.9 : 0.35}"`)),
        rect(106, 62, 254, 20, SOFT, 'rx="5"'),
        ...[0, 1, 2, 3, 4, 5].map((index) => rect(112 + index * 22, 67, 12, 10, MUTED, 'rx="2"')),
        rect(300, 64, 52, 16, p.accent, 'rx="8"'),
        bar(116, 98, 170, INK, 12),
        rect(116, 122, 232, 70, p.accent, 'rx="8" fill-opacity=".15"'),
        `<path d="M130 180l34-36 24 22 18-14 32 28z" fill="${p.accent}"/><circle cx="300" cy="146" r="12" fill="${p.second}"/>`,
        ...[204, 218, 232, 246].map((y, index) => bar(116, y, index === 3 ? 120 : 228, '#94A3B8', 6)),
        `<path d="M112 118v78" stroke="${p.accent}" stroke-width="2"/>`,
      ].join(''),
    ),
};

/** Shapes on the backdrop, varying with the seed, so two scenes of one kind differ. */
function backdrop(p: Palette, seed: number, width: number, height: number): string {
  const x = (seed % 7) / 7;
  return [
    gradient('bg', [p.from, p.to]),
    rect(0, 0, width, height, 'url(#bg)'),
    `<circle cx="${Math.round(width * (0.1 + x * 0.8))}" cy="${Math.round(height * 0.1)}" r="${Math.round(height * 0.35)}" fill="#fff" fill-opacity=".06"/>`,
    `<circle cx="${Math.round(width * (0.9 - x * 0.6))}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.28)}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="6"/>`,
  ].join('');
}

/** The scene, on its palette's backdrop, fitted to `width`×`height`; `label` is read by assistive technology. */
export function sceneSvg(options: { kind: SceneKind; palette: Palette; label: string; width: number; height: number }): string {
  const { kind, palette, label, width, height } = options;
  const scale = Math.min(width / 400, height / 300) * 0.96;
  const left = (width - 400 * scale) / 2;
  const top = (height - 300 * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    backdrop(palette, hashOf(label), width, height),
    `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})">`,
    `<path d="M28 292h344" stroke="#000" stroke-opacity=".18" stroke-width="10" stroke-linecap="round"/>`,
    SCENES[kind](palette),
    '</g></svg>',
  ].join('');
}

/** What a project's thumbnail shows, from its title, category and technology. */
export function projectScene(project: { title: string; category: string; technology: readonly string[] }): { kind: SceneKind; palette: Palette } {
  const words = `${project.title} ${project.technology.join(' ')}`.toLowerCase();
  const pick = (kind: SceneKind, palette: Palette) => ({ kind, palette });
  if (/\bpos\b/.test(words)) return pick('pos', PALETTES.sky);
  if (/pharmacy|medic/.test(words)) return pick('inventory', PALETTES.teal);
  if (/erp|traders/.test(words)) return pick('dashboard', PALETTES.blue);
  if (/tailor/.test(words)) return pick('app-list', PALETTES.violet);
  if (/courier|dispatch|maps/.test(words)) return pick('courier', PALETTES.pink);
  if (/wallet|pay|coda/.test(words)) return pick('wallet', PALETTES.violet);
  if (/book/.test(words)) return pick('bookstore', PALETTES.amber);
  if (/learn|lms|course|edu/.test(words)) return pick('course', PALETTES.green);
  if (/publication|prokashona/.test(words)) return pick('publication', PALETTES.amber);
  if (project.category === 'E-commerce') return pick('storefront', /craft|woo/.test(words) ? PALETTES.teal : PALETTES.pink);
  if (project.category === 'Mobile App') return pick('app-list', PALETTES.sky);
  if (project.category === 'Business Software') return pick('dashboard', PALETTES.blue);
  if (/agro|harvest|green/.test(words)) return pick('landing', PALETTES.green);
  return pick('landing', PALETTES.sky);
}

/** What a post's thumbnail shows, from the topic its title names. */
export function postScene(title: string): { kind: SceneKind; palette: Palette } {
  const words = title.toLowerCase();
  const pick = (kind: SceneKind, palette: Palette) => ({ kind, palette });
  if (/load time|speed|fast/.test(words)) return pick('speed', PALETTES.green);
  if (/flutter|react native|slow network/.test(words)) return pick('app-list', /slow/.test(words) ? PALETTES.amber : PALETTES.sky);
  if (/bkash|payment/.test(words)) return pick('wallet', PALETTES.pink);
  if (/estimate/.test(words)) return pick('estimate', PALETTES.blue);
  if (/accessib/.test(words)) return pick('landing', PALETTES.violet);
  if (/seo|local/.test(words)) return pick('courier', PALETTES.teal);
  if (/wordpress/.test(words)) return pick('editor', PALETTES.sky);
  if (/typography|bangla/.test(words)) return pick('article', PALETTES.amber);
  if (/erp|migration/.test(words)) return pick('inventory', PALETTES.blue);
  if (/years|learned/.test(words)) return pick('milestones', PALETTES.blue);
  if (/brand|identity/.test(words)) return pick('brand', PALETTES.pink);
  return pick('article', PALETTES.blue);
}

/** An in-article figure: a real chart or a labelled diagram, not a title card. */
export type Figure =
  | { kind: 'bars'; unit: string; bars: readonly { label: string; value: number; good?: boolean }[] }
  | { kind: 'range'; points: readonly { label: string; low: number; high: number }[]; unit: string }
  | { kind: 'flow'; steps: readonly string[] };

/**
 * An in-article figure, 800×500: a post's column is about 360 px wide on a phone, so the
 * picture is drawn at less than half size there, and its smallest label (26) still reads
 * at 12 px. Labels wrap onto a second line instead of shrinking.
 */
export const FIGURE_WIDTH = 800;
export const FIGURE_HEIGHT = 500;

/** Splits a label into lines no wider than `width` at `size` (an estimate of the fallback font's bold widths). */
function wrapLabel(label: string, width: number, size: number): string[] {
  const fits = (line: string) => line.length * size * 0.56 <= width;
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function figureSvg(figure: Figure, caption: string): string {
  const width = FIGURE_WIDTH;
  const height = FIGURE_HEIGHT;
  const text = (x: number, y: number, value: string, size: number, fill: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;
  const body: string[] = [];
  const labelLines = (x: number, label: string, slot: number, size: number) =>
    wrapLabel(label, slot - 16, size).forEach((line, index) =>
      body.push(text(x, 440 + index * (size + 4), line, size, '#334155', 'font-weight="600" text-anchor="middle"')),
    );
  if (figure.kind === 'bars') {
    const max = Math.max(...figure.bars.map((entry) => entry.value));
    const slot = (width - 120) / figure.bars.length;
    const barWidth = Math.min(160, slot * 0.6);
    body.push(`<path d="M60 400H${width - 60}" stroke="${LINE}" stroke-width="3"/>`);
    figure.bars.forEach((entry, index) => {
      const h = (entry.value / max) * 300;
      const x = 60 + slot * index + (slot - barWidth) / 2;
      const colour = entry.good === false ? '#DC2626' : entry.good ? '#15803D' : '#0B63B6';
      body.push(rect(Math.round(x), Math.round(400 - h), Math.round(barWidth), Math.round(h), colour, 'rx="10"'));
      body.push(text(Math.round(x + barWidth / 2), Math.round(400 - h - 16), `${entry.value}${figure.unit}`, 36, INK, 'font-weight="800" text-anchor="middle"'));
      labelLines(Math.round(x + barWidth / 2), entry.label, slot, 28);
    });
  } else if (figure.kind === 'range') {
    const max = Math.max(...figure.points.map((point) => point.high));
    const slot = (width - 80) / figure.points.length;
    body.push(`<path d="M40 400H${width - 40}" stroke="${LINE}" stroke-width="3"/>`);
    figure.points.forEach((point, index) => {
      const x = Math.round(40 + slot * (index + 0.5));
      const y = (value: number) => Math.round(400 - (value / max) * 290);
      body.push(`<path d="M${x} ${y(point.low)}V${y(point.high)}" stroke="#0B63B6" stroke-width="26" stroke-linecap="round" stroke-opacity=".8"/>`);
      body.push(text(x, y(point.high) - 26, `${point.low}–${point.high}${figure.unit}`, 30, INK, 'font-weight="800" text-anchor="middle"'));
      labelLines(x, point.label, slot, 26);
    });
  } else {
    // Steps stacked top to bottom, so each reads on one line at a phone's width.
    const count = figure.steps.length;
    const gap = 32;
    const boxHeight = Math.min(100, (height - 40 - gap * (count - 1)) / count);
    const top = (height - boxHeight * count - gap * (count - 1)) / 2;
    figure.steps.forEach((step, index) => {
      const y = Math.round(top + index * (boxHeight + gap));
      const middle = Math.round(y + boxHeight / 2);
      body.push(rect(150, y, 500, Math.round(boxHeight), index % 2 ? '#E7F1FB' : '#FEF3C7', 'rx="18"'));
      body.push(`<circle cx="196" cy="${middle}" r="24" fill="${INK}"/>`);
      body.push(text(196, middle + 9, String(index + 1), 26, PAPER, 'font-weight="800" text-anchor="middle"'));
      body.push(text(240, middle + 10, step, 30, INK, 'font-weight="700"'));
      if (index < count - 1) {
        const arrow = Math.round(y + boxHeight);
        body.push(`<path d="M400 ${arrow + 4}v${gap - 16}" stroke="#0B63B6" stroke-width="5" stroke-linecap="round"/><path d="M390 ${arrow + gap - 14}l10 12 10-12z" fill="#0B63B6"/>`);
      }
    });
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">`,
    // The article's figcaption names the figure; the picture does not repeat it.
    rect(0, 0, width, height, '#F8FAFC'),
    ...body,
    '</svg>',
  ].join('');
}
