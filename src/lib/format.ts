import { once } from '@/lib/once';

// Made on first use: building an Intl formatter costs milliseconds, too much for page start-up.
const dayMonthYear = once(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }));
const taka = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const takaWithPaisa = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const utcDayMonthYear = once(
  () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** `format(date)`, or the value as it came when it is not a date. */
function formatDate(value: string | Date, format: (date: Date) => string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : format(date);
}

/** SPEC §2: affiliate dates are en-GB, e.g. '18 Nov 2026'. */
export function formatDateGB(value: string | Date): string {
  return formatDate(value, (date) => dayMonthYear().format(date));
}

/** '18 Nov 2026' at UTC: the same day wherever it is formatted, for HTML rendered before the reader's locale is known. */
export function formatDateUTC(value: string | Date): string {
  return formatDate(value, (date) => utcDayMonthYear().format(date));
}

/** SPEC §3: blog dates in the reader's own locale. */
export function formatLocaleDate(value: string | Date): string {
  return formatDate(value, (date) => date.toLocaleDateString());
}

/** Taka with grouped digits, e.g. '৳18,450' or '৳3,100.50' (Bangladesh groups by lakh: '৳1,23,456'). */
export function formatTaka(amount: number): string {
  return `৳${(Number.isInteger(amount) ? taka() : takaWithPaisa()).format(amount)}`;
}
