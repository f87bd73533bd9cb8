import { COMMON_PASSWORD, commonPasswordCount, commonPasswordError } from './passwords.ts';

describe('commonPasswordError', () => {
  it.each(['12345678', 'password123', 'Password123', 'qwertyuiop', ' iloveyou '])('refuses %j as too common', (password) => {
    expect(commonPasswordError(password)).toBe(COMMON_PASSWORD);
  });

  it.each(['ItbdDemo2026', 'violet-harbour-kettle-1987', 'sadia-secret-1'])('accepts %j', (password) => {
    expect(commonPasswordError(password)).toBeUndefined();
  });

  it('knows at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
});
