import { describe, expect, it } from 'vitest';
import { AFFILIATE_TOKEN_KEY, clearAffiliateToken, getAffiliateToken, storeAffiliateToken } from '@/lib/auth-token';

describe('the affiliate token', () => {
  it("is stored in local storage under 'affiliateToken' (SPEC §3)", () => {
    storeAffiliateToken('token-1');
    expect(localStorage.getItem('affiliateToken')).toBe('token-1');
    expect(getAffiliateToken()).toBe('token-1');
  });

  it('is still read from session storage, where earlier builds kept it, and moves to local storage at the next login', () => {
    sessionStorage.setItem(AFFILIATE_TOKEN_KEY, 'older');
    expect(getAffiliateToken()).toBe('older');

    storeAffiliateToken('newer');
    expect(sessionStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
    expect(getAffiliateToken()).toBe('newer');
  });

  it('is cleared from both storages', () => {
    localStorage.setItem(AFFILIATE_TOKEN_KEY, 'one');
    sessionStorage.setItem(AFFILIATE_TOKEN_KEY, 'two');
    clearAffiliateToken();
    expect(getAffiliateToken()).toBeNull();
  });
});
