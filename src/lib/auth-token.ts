import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** SPEC §3: the affiliate's token is stored under this key. */
export const AFFILIATE_TOKEN_KEY = 'affiliateToken';

/**
 * The token lives in local storage after every login (SPEC §3, §4), so it
 * survives closing the browser. 'Remember me' does not change where: it asks
 * the provider for a token that lasts weeks without use rather than hours.
 */
export function getAffiliateToken(): string | null {
  // Earlier builds kept a login without 'Remember me' in session storage; such a tab stays signed in.
  return readStorage(AFFILIATE_TOKEN_KEY, 'local') ?? readStorage(AFFILIATE_TOKEN_KEY, 'session');
}

export function storeAffiliateToken(token: string): void {
  clearAffiliateToken();
  writeStorage(AFFILIATE_TOKEN_KEY, token, 'local');
}

export function clearAffiliateToken(): void {
  removeStorage(AFFILIATE_TOKEN_KEY, 'local');
  removeStorage(AFFILIATE_TOKEN_KEY, 'session');
}
