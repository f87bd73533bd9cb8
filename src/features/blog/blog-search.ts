import * as v from 'valibot';

/**
 * The listing's search params: `?page=` is a whole number of at least 1;
 * anything else (a hand-edited or stale link) reads as page 1 instead of an
 * error page.
 */
export const BlogSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
export type BlogSearch = v.InferOutput<typeof BlogSearch>;

export const FIRST_PAGE: BlogSearch = { page: 1 };
