/**
 * Seed artwork drawn by code: deterministic gradients and shapes in the brand
 * palette, so the demo content has images without shipping binary files.
 */

const PALETTE = {
  blue: '#0B63B6',
  navy: '#0A1F44',
  amber: '#F59E0B',
  sky: '#38BDF8',
  teal: '#0D9488',
  white: '#FFFFFF',
} as const;

export const FONT = "'Plus Jakarta Sans', 'Segoe UI', Arial, sans-serif";

/** FNV-1a: a stable number per string, so the same title always draws the same picture. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic sequence of numbers in [0, 1) derived from a seed string. */
function randomFrom(seed: string): () => number {
  let state = hashOf(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  [PALETTE.navy, PALETTE.blue],
  [PALETTE.blue, PALETTE.sky],
  [PALETTE.navy, PALETTE.teal],
  [PALETTE.blue, PALETTE.navy],
];

export function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const AVATAR_COLOURS = [PALETTE.blue, PALETTE.navy, PALETTE.teal, '#B45309', '#7C3AED', '#BE185D'];

/** Initials on a coloured circle: the demo affiliate's profile photo. */
export function avatarSvg(name: string, size = 240): string {
  const colour = AVATAR_COLOURS[hashOf(name) % AVATAR_COLOURS.length];
  const half = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}">`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="${colour}"/>`,
    `<circle cx="${half}" cy="${half}" r="${half - 8}" fill="none" stroke="${PALETTE.amber}" stroke-width="4" stroke-opacity=".8"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="${Math.round(size * 0.36)}" font-weight="700">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

/** The ITBD word mark: a square badge plus the name, dark text for light backgrounds or the reverse. */
export function logoSvg(tone: 'dark' | 'light'): string {
  const ink = tone === 'dark' ? PALETTE.navy : PALETTE.white;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="ITBD">',
    `<rect x="2" y="2" width="44" height="44" rx="10" fill="${PALETTE.blue}"/>`,
    `<text x="24" y="24" dy=".35em" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="20" font-weight="800">IT</text>`,
    `<circle cx="39" cy="39" r="4" fill="${PALETTE.amber}"/>`,
    `<text x="58" y="33" fill="${ink}" font-family="${FONT}" font-size="26" font-weight="800" letter-spacing="1">ITBD</text>`,
    '</svg>',
  ].join('');
}

/** A sister-concern badge: a coloured tile with the product name. */
export function brandSvg(name: string): string {
  const random = randomFrom(name);
  const colours = GRADIENTS[Math.floor(random() * GRADIENTS.length)] ?? GRADIENTS[0]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(name)}">`,
    gradient('b', colours),
    '<rect width="240" height="96" rx="16" fill="url(#b)"/>',
    `<circle cx="44" cy="48" r="22" fill="${PALETTE.amber}"/>`,
    `<text x="44" y="48" dy=".35em" text-anchor="middle" fill="${PALETTE.navy}" font-family="${FONT}" font-size="18" font-weight="800">${escapeXml(initials(name))}</text>`,
    `<text x="80" y="48" dy=".35em" fill="#fff" font-family="${FONT}" font-size="20" font-weight="700">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
