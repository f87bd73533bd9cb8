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

/** Tags that end a block of text: a paragraph, heading, list item, quote, line break. */
const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|figure|figcaption|table|tr|section|article|header|footer|br|hr)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/** Cuts before the word that `text` ends inside of (when there is an earlier break), then drops trailing punctuation. */
function cutAtWord(text: string, cutInsideWord: boolean): string {
  const lastSpace = text.lastIndexOf(' ');
  const whole = cutInsideWord && lastSpace > 0 ? text.slice(0, lastSpace) : text;
  return whole.replace(/[\s,;:.\-–—]+$/u, '');
}

/**
 * The start of an HTML string's text as paragraphs (one per paragraph, heading or list
 * item, so a heading does not run into the text after it), `length` characters in all.
 * When text is left over, the last paragraph is cut after a whole word and ends in '…'.
 */
export function leadParagraphs(html: string, length: number): string[] {
  const blocks = html.replace(BLOCK_TAG, '\n\n').split(/\n\s*\n/).map(stripTags).filter(Boolean);
  const lead: string[] = [];
  let left = length;
  for (const [index, block] of blocks.entries()) {
    const characters = Array.from(block);
    if (characters.length <= left) {
      lead.push(block);
      left -= characters.length;
      if (left <= 0 && index < blocks.length - 1) lead[lead.length - 1] = `${cutAtWord(block, false)}…`;
      if (left <= 0) break;
      continue;
    }
    const cut = cutAtWord(characters.slice(0, left).join(''), characters[left] !== ' ');
    if (cut) lead.push(`${cut}…`);
    else if (lead.length > 0) lead[lead.length - 1] = `${cutAtWord(lead.at(-1)!, false)}…`;
    break;
  }
  return lead;
}
