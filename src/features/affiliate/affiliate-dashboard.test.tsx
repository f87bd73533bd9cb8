import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { getTransactions } from '@contracts/affiliate/get-transactions';
import { logout } from '@contracts/affiliate/logout';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { affiliateQueries } from '@/api/affiliate';
import { AFFILIATE_TOKEN_KEY, storeAffiliateToken } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

/** A fixed "today" so 'Last 30 days' and 'Last 90 days' always pick the same rows. */
const TODAY = new Date(2026, 10, 20, 12, 0);

function isoDaysBefore(days: number): string {
  const date = new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 25 commissions, one a week back from today: 5 in the last 30 days, 13 in the last 90. */
const weekly = Array.from({ length: 25 }, (_, index) => ({
  id: 100 + index,
  date: isoDaysBefore(index * 7),
  description: `Commission week ${index + 1}`,
  amount: 1000 + index,
  type: 'credit',
}));

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openDashboard(url = '/affiliate-dashboard') {
  storeAffiliateToken('token');
  const view = await renderRoute(url);
  const table = await screen.findByRole('table');
  return { ...view, table };
}

describe('AffiliateDashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the profile header with photo, name, email, member-since date and balance', async () => {
    const { data: profile } = fixture(getDashboard);
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.email)).toBeInTheDocument();
    expect(screen.getByText('Member since 14 May 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profile.name })).toHaveAttribute(
      'src',
      expect.stringContaining(profile.profile_image),
    );
    expect(within(screen.getByRole('region', { name: 'Available balance' })).getByText('৳18,450')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/affiliate-dashboard/edit-profile');
  });

  it('shows initials when the affiliate has no photo', async () => {
    const reply = fixture(getDashboard);
    reply.data.profile_image = null;
    replyWith(getDashboard, 200, reply);
    await openDashboard();

    await screen.findByRole('heading', { level: 1, name: reply.data.name });
    expect(screen.getByText('RU')).toBeInTheDocument();
  });

  it('lists the transactions with en-GB dates and signed taka amounts', async () => {
    const { table } = await openDashboard();

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Description',
      'Amount',
    ]);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(fixture(getTransactions).data.length);
    const [date, description, amount] = within(rows[0]!).getAllByRole('cell');
    // SPEC §2 'Dates en-GB': the site's one date style, day, short month, year, as on posts and jobs.
    expect(date).toHaveTextContent('18 Nov 2026');
    expect(description).toHaveTextContent('Commission: ERP Software for Karim Traders');
    expect(amount).toHaveTextContent('+৳4,500');
    // A debit is told apart by its sign, not only its colour; a negative amount without a type is a debit too.
    expect(within(rows[1]!).getByText('−৳12,000')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('−৳8,000')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('+৳3,100.50')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 transactions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('reads a profile and transactions the provider sends bare, without the data wrapper', async () => {
    replyWith(getDashboard, 200, fixture(getDashboard, 200, 'bare'));
    replyWith(getTransactions, 200, fixture(getTransactions, 200, 'bare'));
    const { table } = await openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(rowsOf(table)).toHaveLength(3);
    expect(screen.getByText('Showing 3 transactions')).toBeInTheDocument();
  });

  it('filters by period through the URL', async () => {
    const { table, user, router } = await openDashboard();
    expect(screen.getByLabelText('Period')).toHaveValue('all');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');

    // Page 1 and 'All time' are the defaults, left out of the URL.
    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard?period=30d'));
    expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '18 Nov 2026',
      '2 Nov 2026',
    ]);
    expect(screen.getByText('Showing 2 transactions')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));
    expect(screen.getByText('Showing 4 transactions')).toBeInTheDocument();
  });

  it('pages through the transactions, ten at a time, with the page in the URL', async () => {
    replyWith(getTransactions, 200, { success: true, data: weekly });
    const { table, user, router } = await openDashboard();

    expect(rowsOf(table)).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 10 transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard?page=2'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(rowsOf(table)[0]!).getAllByRole('cell')[1]).toHaveTextContent('Commission week 11');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    expect(rowsOf(table)).toHaveLength(5);
    expect(screen.getByText('Showing 5 transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard?page=2'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens on the period and page named in the URL', async () => {
    replyWith(getTransactions, 200, { success: true, data: weekly });
    const { table } = await openDashboard('/affiliate-dashboard?period=90d&page=2');

    expect(screen.getByLabelText('Period')).toHaveValue('90d');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[1]!.firstChild?.textContent)).toEqual([
      'Commission week 11',
      'Commission week 12',
      'Commission week 13',
    ]);
    expect(screen.getByText('Showing 3 transactions')).toBeInTheDocument();
  });

  it('goes back to page 1 when the period changes', async () => {
    replyWith(getTransactions, 200, { success: true, data: weekly });
    const { user, router } = await openDashboard('/affiliate-dashboard?page=3');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard?period=90d'));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('falls back to all time, page 1 for search params it cannot read', async () => {
    await openDashboard('/affiliate-dashboard?period=7d&page=-4');

    expect(screen.getByLabelText('Period')).toHaveValue('all');
    expect(screen.getByText('Showing 5 transactions')).toBeInTheDocument();
  });

  it("shows 'No Transactions Found' and a ৳0 balance for a new affiliate", async () => {
    const reply = fixture(getDashboard);
    reply.data.balance = 0;
    replyWith(getDashboard, 200, reply);
    replyWith(getTransactions, 200, fixture(getTransactions, 200, 'empty'));
    storeAffiliateToken('token');
    await renderRoute('/affiliate-dashboard');

    expect(await screen.findByText('No Transactions Found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Available balance' })).getByText('৳0')).toBeInTheDocument();
  });

  it('offers all time when the period has no transactions', async () => {
    replyWith(getTransactions, 200, { success: true, data: weekly.slice(20) });
    storeAffiliateToken('token');
    const { user, router } = await renderRoute('/affiliate-dashboard?period=30d');

    expect(await screen.findByText('No Transactions Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Time' }));

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-dashboard'));
    expect(await screen.findByText('Showing 5 transactions')).toBeInTheDocument();
  });

  it('shows skeletons while the data loads', async () => {
    replyNever(getDashboard);
    replyNever(getTransactions);
    storeAffiliateToken('token');
    await renderRoute('/affiliate-dashboard');

    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.getByText('Loading transactions…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the failure in place with a retry that loads the transactions', async () => {
    replyWith(getTransactions, 500, { message: 'Server Error' });
    storeAffiliateToken('token');
    const { user } = await renderRoute('/affiliate-dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load transactions.');
    replyWith(getTransactions);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Showing 5 transactions')).toBeInTheDocument();
  });

  it('shows a profile failure in place and keeps Logout available', async () => {
    replyWith(getDashboard, 500, { message: 'Server Error' });
    storeAffiliateToken('token');
    await renderRoute('/affiliate-dashboard');

    expect(await screen.findByText('Failed to load your profile.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends the stored token as a bearer token', async () => {
    const requests = captureRequests(getDashboard);
    await openDashboard();

    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('logs out: the provider revokes the token, and token and cached data are gone here, on the login page', async () => {
    const revoked = captureRequests(logout);
    const { user, router, queryClient } = await openDashboard();
    await screen.findByText(fixture(getDashboard).data.email);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-login'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: affiliateQueries.all() })).toHaveLength(0);
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
    // The revoke goes on in the background, after the login page is shown.
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it.each([
    ['fails', () => replyWith(logout, 500, { message: 'Server Error' })],
    ['answers 401 (the token was already gone)', () => replyWith(logout, 401)],
    ['cannot be reached', () => replyNetworkError(logout)],
    ['does not answer (the login page does not wait for it)', () => replyNever(logout)],
  ])('still logs out here when the revoke call %s', async (_case, failLogout) => {
    failLogout();
    const { user, router } = await openDashboard();
    await screen.findByText(fixture(getDashboard).data.email);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.href).toBe('/affiliate-login'));
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });
});
