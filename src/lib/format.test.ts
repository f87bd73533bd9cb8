import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDateGB, formatDateTimeGB, formatTaka } from '@/lib/format';

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
  it("writes day, short month and year, e.g. '18 Dec 2026'", () => {
    expect(formatDateGB('2026-12-18')).toBe('18 Dec 2026');
    expect(formatDateGB(new Date(2026, 10, 8, 12))).toBe('8 Nov 2026');
  });

  it("writes every month in three letters: 'Sep', not en-GB's 'Sept'", () => {
    expect(formatDateGB('2026-09-29')).toBe('29 Sep 2026');
  });

  it('writes the UTC day when asked, whatever the zone it runs in', () => {
    expect(formatDateGB('2026-11-18T23:30:00Z', { utc: true })).toBe('18 Nov 2026');
    expect(formatDateGB('2026-11-18T00:30:00+06:00', { utc: true })).toBe('17 Nov 2026');
  });
});

describe('formatDateTimeGB', () => {
  it("writes the day as formatDateGB does and the reader's time in 24 hours", () => {
    const moment = new Date(2026, 8, 20, 9, 5);
    expect(formatDateTimeGB(moment.toISOString())).toBe('20 Sep 2026, 09:05');
  });

  it('gives back a value that is not a date', () => {
    expect(formatDateTimeGB('soon')).toBe('soon');
  });
});

describe.each([
  ['formatDateGB', formatDateGB, '18 Nov 2026'],
])('%s', (_name, format, written) => {
  it('keeps a date without a time on its calendar day wherever it is read', () => {
    expect(format('2026-11-18')).toBe(written);
  });

  it('returns an unreadable value as it came', () => {
    expect(format('soon')).toBe('soon');
  });
});

describe('One date format', () => {
  const root = resolve(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  // Machine formats stay free: ISO days for sitemaps and JSON-LD, RFC 822 (`toUTCString`) for the feed.
  it('formats dates for people only through src/lib/format.ts', () => {
    const FORMATTING = /toLocaleDateString|toLocaleTimeString|toDateString\(|DateTimeFormat\(|dayjs|date-fns/;
    const offenders = [...sources(join(root, 'src')), ...sources(join(root, 'routes'))]
      .filter((path) => !path.endsWith(join('src', 'lib', 'format.ts')))
      .filter((path) => FORMATTING.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
