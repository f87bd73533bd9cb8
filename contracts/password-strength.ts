/** zxcvbn's score from 0 to 4; 3 means more than 10^8 guesses, "safely unguessable" in its terms. */
export const PASSWORD_MIN_SCORE = 3;

/** The part of a zxcvbn-ts estimator the rule uses. */
interface StrengthEstimator {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): { score: number; feedback: { warning: string | null; suggestions: string[] } };
}

/**
 * Why a password is too easy to guess (a common password, a keyboard run, the
 * person's own name or email...), or undefined when it is strong enough.
 * Length rules are the schema's; this runs only on passwords that passed them.
 */
function passwordWeakness(
  estimator: StrengthEstimator,
  password: string,
  personalInputs: readonly unknown[] = [],
): string | undefined {
  // Length first: the estimator's patterns never run on a long input.
  if (password.length > 128) return undefined;
  // Whole values, an email's name part and their words: 'shapla.rahman@example.com' gives 'shapla.rahman', 'shapla', 'rahman'.
  const personal = personalInputs
    .filter((input): input is string => typeof input === 'string' && input.length <= 255)
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter((word) => word.length >= 3)
    .map((word) => word.toLowerCase());
  const result = estimator.check(password, personal);
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  const why = result.feedback.warning ?? 'It follows a pattern that is quick to guess.';
  const advice = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `The password is too easy to guess. ${why} ${advice}`;
}

let estimator: Promise<StrengthEstimator> | undefined;

/**
 * Loads zxcvbn-ts and its dictionaries (several hundred kB) on first use: in the
 * browser as chunks of their own that never enter a page's first JavaScript, on
 * the provider at the first signup rather than at start-up. A load that failed
 * (a chunk lost to a bad connection) is tried again on the next call.
 */
export function loadPasswordEstimator(): Promise<StrengthEstimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** The password rule, the same in the signup form and on the provider. */
export async function checkPasswordStrength(password: string, personalInputs: readonly unknown[]): Promise<string | undefined> {
  return passwordWeakness(await loadPasswordEstimator(), password, personalInputs);
}
