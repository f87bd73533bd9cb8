import { once } from '@/lib/once';

// Made on first use: building an Intl formatter costs milliseconds, too much for page start-up.
const dayMonthYear = once(() => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' }));
const utcDayMonthYear = once(
  () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const taka = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const takaWithPaisa = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A calendar day with no time, as deadlines and transactions come: the same day wherever it is read. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateOptions {
  /**
   * Format at UTC rather than in the reader's zone: for HTML rendered on the
   * server, which does not know the reader's zone, and the render that hydrates it.
   */
  utc?: boolean;
}

/**
 * Reads a value as a date and picks the formatter for it: the UTC one when asked, or for a
 * day-only value, read as midnight UTC so it stays on its day. Null when it is not a date.
 */
function dateToFormat(
  value: string | Date,
  { utc = false }: DateOptions,
  formatters: { local: () => Intl.DateTimeFormat; utc: () => Intl.DateTimeFormat },
): { date: Date; formatter: Intl.DateTimeFormat } | null {
  const dayOnly = typeof value === 'string' && DAY_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, formatter: (utc || dayOnly ? formatters.utc : formatters.local)() };
}

/**
 * The site's date format, '18 Dec 2026' (SPEC §2's en-GB order: day,
 * short month, year). The month comes from en-US, whose short months all have
 * three letters: en-GB writes 'Sept'. A value that is not a date comes back as
 * it came.
 */
export function formatDateGB(value: string | Date, options: DateOptions = {}): string {
  const toFormat = dateToFormat(value, options, { local: dayMonthYear, utc: utcDayMonthYear });
  if (!toFormat) return String(value);
  const parts = toFormat.formatter.formatToParts(toFormat.date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

const hourMinute = once(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }));

/**
 * A moment in the reader's zone, '20 Nov 2026, 09:12': when a lead came in or a note was
 * written (the back office). A value that is not a date comes back as it came.
 */
export function formatDateTimeGB(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDateGB(date)}, ${hourMinute().format(date)}`;
}

/** Taka with grouped digits, e.g. '৳18,450' or '৳3,100.50' (Bangladesh groups by lakh: '৳1,23,456'). */
export function formatTaka(amount: number): string {
  return `৳${(Number.isInteger(amount) ? taka() : takaWithPaisa()).format(amount)}`;
}
