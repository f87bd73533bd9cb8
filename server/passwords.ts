import { passwordWeakness, type StrengthEstimator } from '../contracts/password-strength.ts';

let estimator: Promise<StrengthEstimator> | undefined;

/** Loads zxcvbn-ts and its dictionaries on the first signup, not at start-up. */
function loadPasswordEstimator(): Promise<StrengthEstimator> {
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

/** The password rule (contracts/password-strength) on the provider, for signups. */
export async function checkPasswordStrength(password: string, personalInputs: readonly unknown[]): Promise<string | undefined> {
  return passwordWeakness(await loadPasswordEstimator(), password, personalInputs);
}
