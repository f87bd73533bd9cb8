import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP } from '@contracts/html-allow-list';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { stripTags } from '@/lib/text';

export interface SanitizeOptions {
  /**
   * Where a relative image path lives. Provider HTML writes images as paths on
   * its own host, which is not the site's host when the API runs elsewhere.
   */
  resolveImage?: (src: string) => string | null;
}

/** DOMPurify hooks belong to its instance; the options of the call in progress are read from here. */
let activeOptions: SanitizeOptions = {};
let purifier: DOMPurify | null = null;

/**
 * The server renderer has no browser window: it hands DOMPurify one (jsdom's) at
 * start-up, so provider HTML is cleaned with the same allow-list on both sides.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = withHooks(createDOMPurify(window));
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function withHooks(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Any absolute address counts as another site's: the server cannot know the browser's origin.
      const external = /^(?:https?:)?\/\//i.test(href);
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
  return instance;
}

function sanitizer(): DOMPurify | null {
  if (!purifier && typeof window !== 'undefined') purifier = withHooks(createDOMPurify(window));
  return purifier?.isSupported ? purifier : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The provider's HTML is hostile until proven otherwise: scripts, event
 * handlers, `javascript:` URLs, SVG and MathML payloads are removed; the
 * formatting a post needs is kept. Without a DOM (a renderer that was given
 * no window) only the escaped text survives.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const purify = sanitizer();
  if (!purify) return escapeHtml(stripTags(html));
  activeOptions = options;
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      // No USE_PROFILES here: a profile replaces the shared allow-lists instead of narrowing them.
      ALLOWED_URI_REGEXP,
    });
  } finally {
    activeOptions = {};
  }
}
