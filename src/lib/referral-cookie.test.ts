import { afterEach, describe, expect, it } from 'vitest';
import { keepReferral, keptReferral } from './referral-cookie';

afterEach(() => {
  document.cookie = 'itbd_ref=; Max-Age=0; Path=/';
});

describe('keepReferral', () => {
  it('keeps the code with the time its link was followed, for the lead forms to send', () => {
    const followed = Date.UTC(2026, 10, 28, 9, 30);
    expect(keepReferral('rahim-tech', followed)).toBe(true);
    expect(keptReferral()).toEqual({ ref: 'rahim-tech', ref_at: new Date(followed).toISOString() });
  });

  it('lets the last link followed win', () => {
    keepReferral('first-partner');
    keepReferral('second-partner');
    expect(keptReferral().ref).toBe('second-partner');
  });

  it('refuses what is not an affiliate code, and sends nothing without one', () => {
    expect(keepReferral('<script>')).toBe(false);
    expect(keepReferral('a'.repeat(51))).toBe(false);
    expect(keptReferral()).toEqual({});
  });
});
