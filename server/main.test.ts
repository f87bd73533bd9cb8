import { describe, expect, it } from 'vitest';
import { cvBudgetBytes } from './main.ts';

describe('CV_BUDGET_MB', () => {
  it('is read in MiB; unset or empty leaves the default', () => {
    expect(cvBudgetBytes('512')).toBe(512 * 1024 * 1024);
    expect(cvBudgetBytes('0.5')).toBe(512 * 1024);
    expect(cvBudgetBytes(undefined)).toBeUndefined();
    expect(cvBudgetBytes(' ')).toBeUndefined();
  });

  it.each(['abc', '0', '-5', 'Infinity'])('stops the start on %s rather than switch the budget off', (value) => {
    expect(() => cvBudgetBytes(value)).toThrow(`CV_BUDGET_MB must be a positive number of MiB, not "${value}"`);
  });
});
