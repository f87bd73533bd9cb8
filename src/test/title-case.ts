/**
 * The site's one capitalisation rule for buttons and headings (issue 16 item 5):
 * Title Case, every word capitalised except the short words below when they are
 * neither first nor last. Texts SPEC.md quotes stay exactly as it writes them
 * (SPEC_WORDING); body text, labels, messages and toasts stay in sentence case.
 */
const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'for', 'nor', 'of', 'on', 'in', 'at', 'to', 'by', 'with', 'as']);

/** Marks that start a new phrase inside a title ('Careers: Join Us', 'ITBD · Agency'), so the next word counts as first. */
const PHRASE_END = /[:·—–]$/;

/** A word kept as written: a brand with an inner capital (iOS, bKash), a domain or an address, or no letter to capitalise. */
function isKeptAsWritten(core: string): boolean {
  return /^\p{Ll}+\p{Lu}/u.test(core) || /\w[.@]\w/.test(core) || !/^\p{L}/u.test(core);
}

/** The word without the punctuation around it: '(and' is 'and', 'Isn't)' is 'Isn't'. */
function coreOf(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** The text with the rule applied to every word; words with inner capitals (UI/UX, SEO, iOS) keep them. */
export function toTitleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, index) => {
      const core = coreOf(word);
      if (!core || isKeptAsWritten(core)) return word;
      const first = index === 0 || PHRASE_END.test(words[index - 1] ?? '');
      const last = index === words.length - 1 || PHRASE_END.test(word) || PHRASE_END.test(words[index + 1] ?? '');
      const minor = MINOR_WORDS.has(core.toLowerCase()) && !first && !last;
      const start = word.indexOf(core);
      const initial = word.charAt(start);
      return word.slice(0, start) + (minor ? initial.toLowerCase() : initial.toUpperCase()) + word.slice(start + 1);
    })
    .join(' ');
}

function isTitleCase(text: string): boolean {
  return toTitleCase(text) === text;
}

/** Buttons and headings whose wording SPEC.md fixes even where it breaks the rule (§2, §4). */
const SPEC_WORDING: ReadonlySet<string> = new Set([
  'Get In Touch',
  'Start Working With Our Technical Experts',
  'Apply for this position',
  'Thank you!',
  'Remember me',
  'Forgot password',
]);

/** Whether a button or heading follows the site's rule: Title Case, or wording the SPEC fixes. */
export const followsCapitalisationRule = (text: string) => SPEC_WORDING.has(text) || isTitleCase(text);
