import { getLead } from '@contracts/admin/get-lead';
import { getMe } from '@contracts/admin/get-me';
import { listLeads } from '@contracts/admin/list-leads';
import { listStaff } from '@contracts/admin/list-staff';
import { staffLogin } from '@contracts/admin/staff-login';
import { updateLead } from '@contracts/admin/update-lead';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_TOKEN_KEY } from '@/lib/auth-token';
import { STAFF_TOKEN_KEY } from '@/lib/staff-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

const LEADS = fixture(listLeads).data as { name: string; read: boolean; type: string }[];
const ME = fixture(getMe).data as { name: string };

/** Renders a back-office address; it has no site footer, so the test waits for what it expects itself. */
const open = (url: string) => renderRoute(url, { settle: false });

/** The first wait of a test also loads the route's code-split chunk, slow on a busy machine. */
const LOADING = { timeout: 10_000 };

const signIn = (token = 'staff-token') => sessionStorage.setItem(STAFF_TOKEN_KEY, token);

/**
 * React reports an error its boundary caught with console.error, which fails a test; where
 * the test expects a section to fail, that report is expected too.
 */
function expectCaughtErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { [Symbol.dispose]: () => spy.mockRestore() };
}

// The pages are one lazily loaded chunk: loaded once, before the first test waits on it.
beforeAll(() => import('./back-office-pages'), 30_000);

describe('The back office', () => {
  it('sends a signed-out visitor to the staff login, with the page to come back to', async () => {
    const { router } = await open('/admin/leads?type=contact');
    await screen.findByRole('form', { name: 'Staff sign in' }, LOADING);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toEqual({ redirect: '/admin/leads?type=contact' });
  });

  it('signs in with the staff token under its own key and comes back to the page asked for', async () => {
    const sent = captureRequests(staffLogin);
    const { user, router } = await open('/admin/login?redirect=%2Fadmin%2Fposts');
    const form = await screen.findByRole('form', { name: 'Staff sign in' }, LOADING);
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'demo.admin@itbd.net');
    await user.type(within(form).getByLabelText(/^Password/), 'ItbdAdmin2026');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(sent[0]?.json).toEqual({ email: 'demo.admin@itbd.net', password: 'ItbdAdmin2026', remember: false });
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe(fixture(staffLogin).data.token);
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
  });

  it("says why a sign-in failed, in the provider's words", async () => {
    replyWith(staffLogin, 401);
    const { user } = await open('/admin/login');
    const form = await screen.findByRole('form', { name: 'Staff sign in' }, LOADING);
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'someone@itbd.net');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByText(fixture(staffLogin, 401).message)).toBeVisible();
  });

  it('lists the leads with unread ones marked, and the unread count in the navigation', async () => {
    signIn();
    await open('/admin/leads');
    const table = await screen.findByRole('table', { name: 'Leads' }, LOADING);
    const unread = LEADS.find((lead) => !lead.read)!;
    const read = LEADS.find((lead) => lead.read)!;
    expect(within(table).getByRole('link', { name: unread.name }).closest('tr')).toHaveClass('admin-unread');
    expect(within(table).getByRole('link', { name: read.name }).closest('tr')).not.toHaveClass('admin-unread');
    expect(screen.getByRole('navigation', { name: 'Leads' })).toHaveTextContent(`Inbox`);
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(screen.getByRole('link', { name: `Change password (${ME.name})` })).toBeVisible();
  });

  it('sends the filters and search to the provider, and says when nothing matches', async () => {
    signIn();
    const sent = captureRequests(listLeads, 200, fixture(listLeads, 200, 'empty'));
    await open('/admin/leads?type=application&status=new&q=laravel&unread=true');
    expect(await screen.findByText('No leads match these filters.', {}, LOADING)).toBeVisible();
    const query = sent.at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'application', status: 'new', q: 'laravel', unread: '1' });
    expect(sent.at(-1)!.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it("shows a failed list in its own section with a retry, the page's frame still there", async () => {
    signIn();
    using _caught = expectCaughtErrors();
    replyWith(listLeads, 500, { message: 'Server Error' });
    await open('/admin/leads');
    expect(await screen.findByRole('alert', {}, LOADING)).toHaveTextContent('Failed to load leads.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  it("opens a lead with its notes' authors, and changes its status", async () => {
    signIn();
    const lead = fixture(getLead).data as { name: string; notes: { body: string; author: { name: string } }[] };
    const sent = captureRequests(updateLead);
    const { user } = await open('/admin/leads/contact/14');
    expect(await screen.findByRole('heading', { level: 1, name: lead.name }, LOADING)).toBeVisible();
    expect(screen.getByText(lead.notes[0]!.body)).toBeVisible();
    expect(screen.getByText(new RegExp(`^${lead.notes[0]!.author.name} · `))).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The dropdown is still in its opening transition for jsdom, which never finishes it.
    await user.click(await screen.findByRole('option', { name: 'Won', hidden: true }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.json).toEqual({ status: 'won' });
  });

  it("keeps a won deal's value, where the affiliate programme's commission starts", async () => {
    signIn();
    replyWith(getLead, 200, { data: { ...fixture(getLead).data, status: 'won', deal_value: null } });
    const sent = captureRequests(updateLead);
    const { user } = await open('/admin/leads/contact/14');
    const value = await screen.findByRole('textbox', { name: 'Deal value (৳)' }, LOADING);
    await user.type(value, '250000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.json).toEqual({ deal_value: 250000 });
  });

  it("says plainly that an editor may not manage staff when the provider refuses (403)", async () => {
    signIn();
    using _caught = expectCaughtErrors();
    replyWith(getMe, 200, { data: { ...fixture(getMe).data, role: 'editor' } });
    replyWith(listStaff, 403);
    await open('/admin/staff');
    const refusal = await screen.findByRole('alert', {}, LOADING);
    expect(refusal).toHaveTextContent('Not Allowed');
    expect(refusal).toHaveTextContent('only an admin may do it');
    expect(screen.queryByRole('button', { name: 'Add Staff' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Content' })).getByRole('link', { name: 'Posts' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Site' }) && within(screen.getByRole('navigation', { name: 'Site' })).queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('signs out and asks for login again when the provider no longer accepts the token, without touching the affiliate session', async () => {
    signIn();
    localStorage.setItem(AFFILIATE_TOKEN_KEY, 'affiliate-token');
    replyWith(getMe, 401);
    const { router } = await open('/admin/leads');
    await screen.findByRole('form', { name: 'Staff sign in' }, LOADING);
    expect(router.state.location.search).toEqual({ expired: 1, redirect: '/admin/leads' });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe('affiliate-token');
  });
});
