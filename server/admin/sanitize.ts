import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP } from '../../contracts/html-allow-list.ts';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify over a jsdom window, made on the first save: jsdom takes a while to load and most starts never need it. */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= import('jsdom').then(({ JSDOM }) => createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  return purifier;
}

/**
 * Editor HTML cleaned with the pages' own allow-list before it is stored, so what is saved is
 * what the pages would show: scripts, handlers, styles and unknown tags never reach the table.
 */
export async function sanitizeStoredHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP }).trim();
}
