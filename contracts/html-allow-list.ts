/**
 * The one allow-list for provider HTML (posts, job descriptions): the pages sanitise with it
 * before showing (src/lib/html.ts), and the provider with it before storing what the back
 * office's editor sends (server/admin/sanitize.ts), so both keep exactly the same markup.
 */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'del', 'div', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre',
  's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'loading'];
/** Links and images: web addresses, mail, phone, site paths and anchors only. */
export const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/|#)/i;
