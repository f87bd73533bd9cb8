import * as v from 'valibot';

/**
 * SPEC §3: a project's `technology` is a JSON-encoded list of strings.
 * Anything that is not valid JSON, or not a list, becomes an empty list.
 */
export function parseTechnologyList(raw: unknown): string[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number')
    .map((entry) => String(entry).trim())
    .filter((entry) => entry.length > 0);
}

// A default keeps the key required in the output type: the list is always there after parsing.
export const TechnologyList = v.pipe(v.optional(v.unknown(), null), v.transform(parseTechnologyList));

export interface SisterConcernImage {
  image_url: string;
  link: string;
}

export const SISTER_CONCERN_PARSE_FAILURE = 'Failed to parse sister concern images from settings';

/**
 * SPEC §3: settings `images` come as an array or as a JSON string of
 * `{image_url, link}` entries. Only entries with both are kept; a parse
 * failure is logged and yields an empty list.
 */
export function parseSisterConcernImages(raw: unknown): SisterConcernImage[] {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return [];
    try {
      value = JSON.parse(raw);
    } catch (error) {
      console.warn(SISTER_CONCERN_PARSE_FAILURE, error);
      return [];
    }
  }
  if (value == null) return [];
  if (!Array.isArray(value)) {
    console.warn(SISTER_CONCERN_PARSE_FAILURE, value);
    return [];
  }
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { image_url, link } = entry as Record<string, unknown>;
    return typeof image_url === 'string' && image_url && typeof link === 'string' && link
      ? [{ image_url, link }]
      : [];
  });
}

export const SisterConcernImages = v.pipe(v.optional(v.unknown(), null), v.transform(parseSisterConcernImages));

/** Laravel booleans arrive as true/false, 1/0 or '1'/'0'. */
export const Flag = v.pipe(
  v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()])), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);
