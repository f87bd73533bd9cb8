/**
 * What the checkers (scripts/check.ts) are told to accept, each with its reason. Anything
 * not listed here fails the check.
 */

/** Nu HTML checker messages (matched against the message text, on the pages `paths` matches) that we keep, and why. */
export const HTML_KEPT: readonly { message: RegExp; paths: RegExp; reason: string }[] = [
  {
    message: /^This document has heading elements but none of them has a computed heading level of 1\.$/,
    paths: /^\/affiliate-(?:login|signup|dashboard)(?:\/|$)/,
    reason:
      "The portal's pages are rendered in the browser (ssr: false: the session lives there), so the server sends the site's shell, whose only headings are the footer's; each page's h1 arrives with its script, and pa11y and the e2e suite's axe check the rendered page.",
  },
];

/** Structured-data warnings (Google's recommended properties) we keep, and why. */
export const STRUCTURED_DATA_KEPT: readonly { message: RegExp; reason: string }[] = [
  {
    message: /^JobPosting: baseSalary is missing$/,
    reason: "A job whose salary the provider gives as words ('Negotiable') has no figure to state; inventing one would mislead applicants.",
  },
];

/** pa11y (HTML_CodeSniffer and axe) rule codes we keep, and why. */
export const A11Y_KEPT: readonly { code: string; reason: string }[] = [];

/** Spectral rules we turn off are in `.spectral.yaml`, each with its reason beside it. */
export const SPECTRAL_RULESET = '.spectral.yaml';

/** Links linkinator does not follow, and why. */
export const LINKS_SKIPPED: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^(?!http:\/\/127\.0\.0\.1:)/,
    reason: 'Other sites (social profiles, Google Maps, WhatsApp, sister concerns): CI has no network beyond the package registries, and their health is not ours to gate on.',
  },
];
