/**
 * New and changed passwords are checked against a published list of the most common ones
 * (NIST SP 800-63B 3.1.1.2, OWASP ASVS 2.1.7): `@zxcvbn-ts/language-common`'s password list,
 * about 49,000 passwords ranked by how often they appear in leaked password dumps. It lives
 * on the server only; the browser never loads it. Every place that sets a password (signup
 * now; staff and affiliate password changes later) asks `commonPasswordError`.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD = 'This password is too common. Choose a less predictable one.';

/** Lower-cased, so 'Password123' is as common as 'password123'. */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** How many passwords the list holds (its tests ask for at least the top 10,000). */
export const commonPasswordCount = () => COMMON.size;

/** The message for the `password` field when the password is a common one, else undefined. */
export function commonPasswordError(password: string): string | undefined {
  return COMMON.has(password.trim().toLowerCase()) ? COMMON_PASSWORD : undefined;
}
