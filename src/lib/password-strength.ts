import { passwordWeakness, type StrengthEstimator } from '@contracts/password-strength';

let estimator: Promise<StrengthEstimator> | undefined;

/**
 * Loads zxcvbn-ts and its dictionaries on first use, as chunks of their own,
 * so they never enter a page's first JavaScript.
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
  return estimator;
}

/** The provider's password rule (contracts/password-strength), run in the browser. */
export async function checkPasswordStrength(password: string, personalInputs: readonly unknown[]): Promise<string | undefined> {
  return passwordWeakness(await loadPasswordEstimator(), password, personalInputs);
}
