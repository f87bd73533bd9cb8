import { describe, expect, it } from 'vitest';
import { endOfDay, isoDateTime, parseTimestamp, rfc822, w3cDate } from '@/lib/seo/dates';

describe('parseTimestamp', () => {
  it("reads Laravel's microsecond timestamps, which Date.parse need not accept", () => {
    expect(parseTimestamp('2026-10-28T06:30:00.000000Z')?.instant.toISOString()).toBe('2026-10-28T06:30:00.000Z');
  });

  it('applies an offset and keeps the date as written', () => {
    const parsed = parseTimestamp('2026-10-28 01:15:30+06:00');
    expect(parsed?.date).toBe('2026-10-28');
    expect(parsed?.instant.toISOString()).toBe('2026-10-27T19:15:30.000Z');
  });

  it('rejects impossible dates, times and free text', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-10-28T24:00:00Z', '2026-10-28T10:00:00+25:00', '28/10/2026', 'soon', '', null, undefined]) {
      expect(parseTimestamp(text), String(text)).toBeNull();
    }
    expect(parseTimestamp(new Date(Number.NaN))).toBeNull();
  });
});

describe('isoDateTime', () => {
  it('writes zoned moments in UTC, zone-less ones as written and bare dates as dates', () => {
    expect(isoDateTime('2026-10-28T06:30:00.000000Z')).toBe('2026-10-28T06:30:00Z');
    expect(isoDateTime('2026-10-28T12:30:00+06:00')).toBe('2026-10-28T06:30:00Z');
    expect(isoDateTime('2026-10-28 12:30:00')).toBe('2026-10-28T12:30:00');
    expect(isoDateTime('2026-10-28')).toBe('2026-10-28');
    expect(isoDateTime(new Date(Date.UTC(2026, 9, 28, 6, 30)))).toBe('2026-10-28T06:30:00Z');
    expect(isoDateTime('not a date')).toBeUndefined();
  });
});

describe('w3cDate', () => {
  it('gives the UTC day of a moment and the written day of a date', () => {
    expect(w3cDate('2026-10-28T23:30:00-02:00')).toBe('2026-10-29');
    expect(w3cDate('2026-10-28 23:30:00')).toBe('2026-10-28');
    expect(w3cDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
  });
});

describe('endOfDay', () => {
  it("is the last second of the day in Bangladesh unless told otherwise", () => {
    expect(endOfDay('2026-12-31')).toBe('2026-12-31T23:59:59+06:00');
    expect(endOfDay('2026-12-31 10:00:00', 'Z')).toBe('2026-12-31T23:59:59Z');
    expect(endOfDay('31 Dec')).toBeUndefined();
  });
});

describe('rfc822', () => {
  it('formats as Date.toUTCString does', () => {
    expect(rfc822('2026-10-28T06:30:00.000000Z')).toBe('Wed, 28 Oct 2026 06:30:00 GMT');
    expect(rfc822('nope')).toBeUndefined();
  });
});
