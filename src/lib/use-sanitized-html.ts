import { useMemo } from 'react';
import { type SanitizeOptions, sanitizeHtml } from '@/lib/html';

/**
 * Provider HTML made safe for `dangerouslySetInnerHTML`, once per text rather than
 * per render: DOMPurify parses the whole document, and a page renders again
 * (hydration, query updates) without its text changing. `resolveImage` must be a
 * stable function (a module-level one).
 */
export function useSanitizedHtml(html: string, { resolveImage }: SanitizeOptions = {}): string {
  return useMemo(() => sanitizeHtml(html, { resolveImage }), [html, resolveImage]);
}
