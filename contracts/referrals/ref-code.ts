import * as v from 'valibot';

/**
 * What every page's first load needs of the programme (the site layout keeps the referral
 * cookie, the lead forms send it): kept apart from the programme's other schemas so that
 * the public pages' script does not carry them.
 */

/** An affiliate's referral code is the `affiliateid` chosen at signup (letters, numbers and dashes). */
export const REF_CODE_PATTERN = /^[A-Za-z0-9-]{1,50}$/;

/** The first-party cookie that keeps the last referral link followed: `<code>.<unix seconds when followed>`. */
export const REF_COOKIE = 'itbd_ref';
/** 60 days, the cookie's Max-Age and the provider's attribution window. */
export const REF_WINDOW_SECONDS = 60 * 24 * 60 * 60;

/**
 * What a lead form sends about the referral it came through: the code and when its link was
 * followed. Both optional; a code that matches no affiliate, or a link older than the window,
 * is ignored without an error.
 */
export const LeadReferral = {
  ref: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, 'The ref must be an affiliate code.'))),
  /** ISO 8601 time the referral link was followed. */
  ref_at: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
};
