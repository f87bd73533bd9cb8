// Plain-text helpers for provider HTML, kept apart from the sanitiser so that
// excerpts (used in route heads and cards) do not pull DOMPurify into a bundle.

/** The entities editors actually produce; anything else numeric is decoded by code point. */
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201C', rdquo: '\u201D',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', copy: '\u00A9', reg: '\u00AE', trade: '\u2122', bull: '\u2022',
};

function decodeEntity(match: string, name: string): string {
  if (name.startsWith('#')) {
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return ENTITIES[name.toLowerCase()] ?? match;
}

/** Plain text of an HTML string, whitespace collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Quoted attribute values may contain '>' (alt="a > b"); skip over them whole.
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+\d*);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * SPEC §9: the first `length` characters of the text plus '...' when it is
 * longer. Characters are counted as the reader sees them, so an emoji is never
 * cut in half.
 */
export function excerpt(html: string, length: number): string {
  return excerptOfText(stripTags(html), length);
}

/** `excerpt` of text that is plain already (a post summary's `text`). */
export function excerptOfText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

/** The first `length` characters of an HTML string's text, as `excerpt` counts them, without the ellipsis. */
export function textStart(html: string, length: number): string {
  return Array.from(stripTags(html)).slice(0, length).join('');
}
