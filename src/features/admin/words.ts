/*
 * The back office's wording helpers, apart from src/lib/text.ts: that module is in every
 * public page's first load, and these serve only the back office.
 */

/** The text with its first letter in capitals: a status or a noun at the start of a sentence ('pending' → 'Pending'). */
export const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
