import type { Transaction } from '@contracts/affiliate/get-transactions';
import * as v from 'valibot';

export const PERIODS = [
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'all', label: 'All time', days: null },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

/** The referral summary's period for the dashboard's (the provider counts whole days). */
export const summaryPeriod = (period: Period) => (period === '30d' ? '30' : period === '90d' ? '90' : 'all');

/** A new affiliate should see everything they have, so the dashboard opens on 'All time'. Values are not bare numbers, which the router would quote in the URL. */
const DEFAULT_PERIOD: Period = 'all';
export const PAGE_SIZE = 10;

/**
 * The dashboard's search params. Anything unreadable in a shared or
 * hand-edited URL falls back to the defaults instead of failing the page.
 */
export const DashboardSearch = v.object({
  period: v.fallback(
    v.optional(
      v.picklist(PERIODS.map((period) => period.value)),
      DEFAULT_PERIOD,
    ),
    DEFAULT_PERIOD,
  ),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
export type DashboardSearch = v.InferOutput<typeof DashboardSearch>;
export const DASHBOARD_SEARCH_DEFAULTS: DashboardSearch = { period: DEFAULT_PERIOD, page: 1 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A transaction date as a local calendar day. 'YYYY-MM-DD' is read as local
 * midnight, not UTC, so a date never shows as the day before west of Greenwich.
 */
export function parseDay(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(value);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function periodLabel(period: Period): string {
  return PERIODS.find((entry) => entry.value === period)?.label ?? 'All time';
}

/**
 * Newest first, then only what falls in the period: 'Last 30 days' is today
 * and the 29 days before it.
 */
export function transactionsInPeriod(transactions: readonly Transaction[], period: Period, now = new Date()): Transaction[] {
  const days = PERIODS.find((entry) => entry.value === period)?.days ?? null;
  const sorted = [...transactions].sort((a, b) => parseDay(b.date).getTime() - parseDay(a.date).getTime());
  if (days === null) return sorted;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const cutoff = today - (days - 1) * DAY_MS;
  return sorted.filter((transaction) => parseDay(transaction.date).getTime() >= cutoff);
}

export interface TransactionPage {
  rows: Transaction[];
  /** The page shown: the requested one, kept within 1..pageCount. */
  page: number;
  pageCount: number;
}

export function pageOf(transactions: readonly Transaction[], requestedPage: number): TransactionPage {
  const pageCount = Math.max(1, Math.ceil(transactions.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { rows: transactions.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pageCount };
}

/** 'Showing N transactions', N being the rows on the current page. */
export function showingLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}
