import { describe, expect, it } from 'vitest';
import { formatDeadline, isDeadlinePassed } from '@/features/career/jobs';


describe('isDeadlinePassed', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('keeps the deadline day itself open, in Dhaka time', () => {
    expect(isDeadlinePassed('2026-11-22', now)).toBe(false);
    // 19:00 UTC is already the 23rd in Dhaka.
    expect(isDeadlinePassed('2026-11-22', new Date('2026-11-22T19:00:00Z'))).toBe(true);
    expect(isDeadlinePassed('2026-11-21', now)).toBe(true);
  });

  it('treats a job without a deadline as open', () => {
    expect(isDeadlinePassed(null, now)).toBe(false);
  });
});

describe('formatDeadline', () => {
  it('writes the calendar day in the site\'s one date format', () => {
    expect(formatDeadline('2026-12-31')).toBe('31 Dec 2026');
  });
});
