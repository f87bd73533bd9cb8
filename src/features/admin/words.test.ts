import { describe, expect, it } from 'vitest';
import { capitalised } from './words';

describe('capitalised', () => {
  it('puts the first letter in capitals and leaves the rest', () => {
    expect(capitalised('team member')).toBe('Team member');
    expect(capitalised('next')).toBe('Next');
    expect(capitalised('')).toBe('');
  });
});
