import { jsonLdScript } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines, in the body (crawlers read it there as in the head).
 * jsonLdScript escapes it for a script element, so no value can close the tag; a data block, never run.
 */
export function JsonLd({ data }: { data: object }) {
  const { type, children } = jsonLdScript(data);
  return <script type={type} dangerouslySetInnerHTML={{ __html: children }} />;
}
