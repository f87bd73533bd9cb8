import { describe, expect, it } from 'vitest';
import { formatDateGB, formatDateUTC, formatTaka } from '@/lib/format';

describe('formatTaka', () => {
  it('groups digits the Bangladeshi way with the taka sign', () => {
    expect(formatTaka(18450)).toBe('৳18,450');
    expect(formatTaka(123456)).toBe('৳1,23,456');
  });

  it('shows paisa only for fractional amounts, always with two digits', () => {
    expect(formatTaka(3100.5)).toBe('৳3,100.50');
    expect(formatTaka(0)).toBe('৳0');
  });
});

describe('formatDateGB', () => {
  it('writes day, month and year in the en-GB order', () => {
    expect(formatDateGB('2026-11-18')).toBe('18 Nov 2026');
  });

  it('returns an unreadable value as it came', () => {
    expect(formatDateGB('soon')).toBe('soon');
  });
});

describe('formatDateUTC', () => {
  it('writes the UTC day, whatever the zone it runs in', () => {
    expect(formatDateUTC('2026-11-18T23:30:00Z')).toBe('18 Nov 2026');
    expect(formatDateUTC('2026-11-18T00:30:00+06:00')).toBe('17 Nov 2026');
  });
});
