import DOMPurify from 'dompurify';

/** Tags a blog post or a job description needs; everything else is dropped. */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'del', 'div', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre',
  's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'loading'];

export interface SanitizeOptions {
  /**
   * Where a relative image path lives. Provider HTML writes images as paths on
   * its own host, which is not the site's host when the API runs elsewhere.
   */
  resolveImage?: (src: string) => string | null;
}

/** DOMPurify hooks are global; the options of the call in progress are read from here. */
let activeOptions: SanitizeOptions = {};
let hooksInstalled = false;

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      const external = /^(?:https?:)?\/\//i.test(href) && !href.startsWith(globalThis.location?.origin ?? '\0');
      if (external) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    // Code blocks and tables scroll sideways on narrow screens; keyboard users must reach them to scroll.
    if (node.tagName === 'PRE' || node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src && !ABSOLUTE_URL.test(src) && activeOptions.resolveImage) {
        const resolved = activeOptions.resolveImage(src);
        if (resolved) node.setAttribute('src', resolved);
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The provider's HTML is hostile until proven otherwise: scripts, event
 * handlers, `javascript:` URLs, SVG and MathML payloads are removed; the
 * formatting a post needs is kept. Without a DOM (pre-rendering) only the
 * escaped text survives.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (!DOMPurify.isSupported) return escapeHtml(stripTags(html));
  installHooks();
  activeOptions = options;
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      // No USE_PROFILES here: a profile replaces the allow-lists above instead of narrowing them.
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    });
  } finally {
    activeOptions = {};
  }
}

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
  const characters = Array.from(stripTags(html));
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}...` : characters.join('');
}
