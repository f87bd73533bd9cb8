import { describe, expect, it } from 'vitest';
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

  it.each(['ItbdDemo2026', 'Partner-7fa3c2e1', 'sadia-secret-1', 'correct horse battery'])('accepts %s', async (password) => {
    expect(await checkPasswordStrength(password, [])).toBeUndefined();
  });
});
