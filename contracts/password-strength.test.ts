import { describe, expect, it, vi } from 'vitest';
import { checkPasswordStrength } from './password-strength.ts';

describe('the password rule', () => {
  it.each(['12345678', 'password', 'qwertyuiop', 'Password1', 'iloveyou1'])('refuses %s and says why', async (password) => {
    expect(await checkPasswordStrength(password, [])).toMatch(/^The password is too easy to guess\. .+\. .+\.$/);
  });

  it.each([
    ['nadiakarim', ['Nadia Karim', 'nadiakarim']],
    ['shapla.rahman', ['shapla.rahman@example.com']],
  ])("refuses %s, made of the person's own details", async (password, personal) => {
    expect(await checkPasswordStrength(password, personal)).toMatch(/too easy to guess/);
  });

  it('loads the estimator again after a load that failed', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('@zxcvbn-ts/core', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fresh = await import('./password-strength.ts');

    await expect(fresh.checkPasswordStrength('12345678', [])).rejects.toThrow();
    offline = false;
    expect(await fresh.checkPasswordStrength('12345678', [])).toMatch(/too easy to guess/);
    vi.doUnmock('@zxcvbn-ts/core');
  });

  it.each(['ItbdDemo2026', 'Partner-7fa3c2e1', 'sadia-secret-1', 'correct horse battery'])('accepts %s', async (password) => {
    expect(await checkPasswordStrength(password, [])).toBeUndefined();
  });
});
