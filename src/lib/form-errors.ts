import type { FormErrors } from '@mantine/form';

/**
 * What a visitor reads when a field is missing: the field named as a person
 * would, not the wire name the provider (Laravel) uses ('The cv field is required.').
 */
const MISSING: Record<string, string> = {
  name: 'Please enter your name',
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  phone: 'Please enter your phone number',
  email: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please write your message',
  summary: 'Please write a few lines about yourself',
  affiliateid: 'Please enter your affiliate ID',
  password: 'Please enter your password',
  password_confirmation: 'Please enter your password again',
  address: 'Please enter your address',
};

/** A CV of another kind than the site takes: the provider's refusal, rewritten, and the form's own check say the same. */
export const WRONG_CV_TYPE = 'Please attach your CV as a PDF, DOC or DOCX file';

/** The field as it appears inside a sentence. */
const NOUNS: Record<string, string> = {
  name: 'name',
  first_name: 'first name',
  last_name: 'last name',
  phone: 'phone number',
  email: 'email address',
  subject: 'subject',
  message: 'message',
  summary: 'summary',
  affiliateid: 'affiliate ID',
  password: 'password',
  password_confirmation: 'password confirmation',
  address: 'address',
  profile_image: 'photo',
};

/**
 * Laravel's stock wordings, and the person's words for them. Messages the spec
 * fixes ('Please enter a valid phone number', 'File size should not exceed
 * 2MB.') and anything the provider words itself pass through unchanged.
 */
const REWRITES: readonly [RegExp, (field: string, match: RegExpMatchArray) => string][] = [
  [/ field is required\.?$/, (field) => MISSING[field] ?? `Please fill in the ${NOUNS[field] ?? field.replaceAll('_', ' ')}`],
  [/must be a valid email address\.?$/, () => 'Please enter a valid email address, like name@example.com'],
  [/must be a file of type/, () => WRONG_CV_TYPE],
  [
    /must not be greater than (\d+) characters\.?$/,
    (field, match) => `Please keep the ${NOUNS[field] ?? field.replaceAll('_', ' ')} to ${match[1]} characters or fewer`,
  ],
];

/** One field's message in the site's voice. */
export function friendlyMessage(field: string, message: string): string {
  for (const [pattern, rewrite] of REWRITES) {
    const match = message.match(pattern);
    if (match) return rewrite(field, match);
  }
  return message;
}

/**
 * Every field's message in the site's voice, for messages in the provider's (Laravel's) words: a 422's
 * `errors`, and the contract's rules the form checks first. The client's own checks are worded directly.
 */
export function friendlyErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? friendlyMessage(field, message) : message]),
  );
}

/** A Mantine form validator whose messages come out in the site's voice. */
export function inVisitorWords<Values>(validate: (values: Values) => FormErrors): (values: Values) => FormErrors {
  return (values) => friendlyErrors(validate(values));
}

/**
 * After a failed submit, focus the first field in error in the order the form
 * shows them, and scroll it to the middle of the screen, clear of the sticky
 * header. Fields are found by the `data-path` Mantine's `getInputProps` puts
 * on every input (a custom control sets it on its focusable part).
 */
export function focusFirstError(container: Element | null | undefined, errors: FormErrors): void {
  if (!container) return;
  const fields = new Set(Object.keys(errors).filter((field) => errors[field]));
  const first = [...container.querySelectorAll<HTMLElement>('[data-path]')].find((element) =>
    fields.has(element.dataset.path ?? ''),
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  first.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}
