/**
 * The signed-in affiliate's cache keys, apart from the calls in `affiliate.ts`: the session
 * (src/features/affiliate/auth.ts), which the router of every page carries, names them
 * without bringing the affiliate's contracts into every page's first load.
 */
export const affiliateKeys = {
  /** Everything of the signed-in affiliate sits under this key, so logout removes it in one call. */
  all: () => ['affiliate'] as const,
  dashboard: () => [...affiliateKeys.all(), 'dashboard'] as const,
};
