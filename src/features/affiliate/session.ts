import * as v from 'valibot';

const ORIGIN = 'https://site.invalid';

/**
 * A path on this site (`/affiliate-dashboard/edit-profile?x=1`), never another origin:
 * not `//evil.example`, `/\evil.example` or `javascript:`, which browsers would leave the site for.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return false;
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The login page's search: `expired=1` when the previous session ended (a 401), and
 * `redirect`, where the visitor was going; anything else, or an address off the site, is dropped.
 */
export const LoginSearch = v.object({
  expired: v.fallback(v.optional(v.literal(1)), undefined),
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000), v.check(isSameSitePath))), undefined),
});
