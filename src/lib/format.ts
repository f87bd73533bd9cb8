import { once } from '@/lib/once';

// Made on first use: building an Intl formatter costs milliseconds, too much for page start-up.
const dayMonthYear = once(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }));
const taka = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const takaWithPaisa = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** SPEC §2: affiliate dates are en-GB, e.g. '18 Nov 2026'. */
export function formatDateGB(value: string | Date): string {
  const date = toDate(value);
  return date ? dayMonthYear().format(date) : String(value);
}

/** SPEC §3: blog dates in the reader's own locale. */
export function formatLocaleDate(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString() : String(value);
}

/** Taka with grouped digits, e.g. '৳18,450' or '৳3,100.50' (Bangladesh groups by lakh: '৳1,23,456'). */
export function formatTaka(amount: number): string {
  return `৳${(Number.isInteger(amount) ? taka() : takaWithPaisa()).format(amount)}`;
}
