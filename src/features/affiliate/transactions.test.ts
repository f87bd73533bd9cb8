import { getTransactions, type Transaction } from '@contracts/affiliate/get-transactions';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '@/test/fixtures';
import {
  DashboardSearch,
  PAGE_SIZE,
  pageOf,
  parseDay,
  showingLabel,
  transactionsInPeriod,
} from './transactions';

/** The recorded reply, parsed the way the app sees it. */
const recorded = () => v.parse(getTransactions.response, fixture(getTransactions)).data;

function transaction(id: number, date: string): Transaction {
  return { id, date, description: `Commission ${id}`, amount: 100, type: 'credit' };
}

describe('transactionsInPeriod', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the last 30 days, counting today, newest first', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 10, 0) });
    const list = [
      transaction(1, '2026-10-23'),
      transaction(2, '2026-11-22'),
      transaction(3, '2026-10-24'),
      transaction(4, '2026-11-01'),
    ];
    expect(transactionsInPeriod(list, '30d').map((entry) => entry.id)).toEqual([2, 4, 3]);
  });

  it('keeps the last 90 days and everything for all time', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 10, 0) });
    const list = [transaction(1, '2026-08-25'), transaction(2, '2026-08-24'), transaction(3, '2026-05-01')];
    expect(transactionsInPeriod(list, '90d').map((entry) => entry.id)).toEqual([1]);
    expect(transactionsInPeriod(list, 'all').map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('filters the recorded transactions by date', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 20) });
    expect(transactionsInPeriod(recorded(), '30d').map((entry) => entry.date)).toEqual(['2026-11-18', '2026-11-02']);
    expect(transactionsInPeriod(recorded(), '90d')).toHaveLength(4);
    expect(transactionsInPeriod(recorded(), 'all')).toHaveLength(5);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 23 }, (_, index) => transaction(index + 1, '2026-11-01'));

  it('cuts the list into pages of ten', () => {
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(pageOf(list, 1).rows).toHaveLength(PAGE_SIZE);
    expect(pageOf(list, 3).rows.map((entry) => entry.id)).toEqual([21, 22, 23]);
  });

  it('keeps a page beyond the last one on the last page', () => {
    expect(pageOf(list, 9)).toMatchObject({ page: 3, pageCount: 3 });
  });

  it('has one empty page for no transactions', () => {
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('DashboardSearch', () => {
  it('defaults to all time, page 1', () => {
    expect(v.parse(DashboardSearch, {})).toEqual({ period: 'all', page: 1 });
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(v.parse(DashboardSearch, { period: '7d', page: 'two' })).toEqual({ period: 'all', page: 1 });
    expect(v.parse(DashboardSearch, { period: '30d', page: 0 })).toEqual({ period: '30d', page: 1 });
    expect(v.parse(DashboardSearch, { period: '90d', page: 2.5 })).toEqual({ period: '90d', page: 1 });
  });

  it('keeps valid values', () => {
    expect(v.parse(DashboardSearch, { period: '90d', page: 3 })).toEqual({ period: '90d', page: 3 });
  });
});

describe('parseDay', () => {
  it('reads a calendar date as local midnight', () => {
    expect(parseDay('2026-11-18')).toEqual(new Date(2026, 10, 18));
  });
});

describe('showingLabel', () => {
  it('counts the transactions shown', () => {
    expect(showingLabel(10)).toBe('Showing 10 transactions');
    expect(showingLabel(1)).toBe('Showing 1 transaction');
  });
});
