import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** SPEC §3: the affiliate's token is stored under this key. */
export const AFFILIATE_TOKEN_KEY = 'affiliateToken';

/**
 * 'Remember me' keeps the token in local storage (it survives closing the
 * browser); otherwise it lives in session storage, under the same key.
 */
export function getAffiliateToken(): string | null {
  return readStorage(AFFILIATE_TOKEN_KEY, 'local') ?? readStorage(AFFILIATE_TOKEN_KEY, 'session');
}

export function storeAffiliateToken(token: string, { remember }: { remember: boolean }): void {
  clearAffiliateToken();
  writeStorage(AFFILIATE_TOKEN_KEY, token, remember ? 'local' : 'session');
}

export function clearAffiliateToken(): void {
  removeStorage(AFFILIATE_TOKEN_KEY, 'local');
  removeStorage(AFFILIATE_TOKEN_KEY, 'session');
}
