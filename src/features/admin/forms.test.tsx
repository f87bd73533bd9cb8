import { getSettings } from '@contracts/admin/get-settings';
import { updateSettings } from '@contracts/admin/update-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '@/lib/staff-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

const LOADING = { timeout: 10_000 };

beforeAll(() => import('./back-office-pages'), 30_000);

describe('Back-office forms', () => {
  it('sends the settings changed and keeps the others as they were', async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 'staff-token');
    const sent = captureRequests(updateSettings);
    const { user } = await renderRoute('/admin/settings', { settle: false });
    const form = await screen.findByRole('form', { name: 'Site settings' }, LOADING);
    const phone = within(form).getByRole('textbox', { name: 'Office phone' });
    await user.clear(phone);
    await user.type(phone, '+8801999000111');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const settings = fixture(getSettings).data as { email1: string; images: unknown[] };
    expect(sent[0]!.json).toMatchObject({ phone1: '+8801999000111', email1: settings.email1, images: settings.images });
    expect(await screen.findByText('Settings saved.')).toBeVisible();
  });

  it("puts the provider's 422 errors on their fields", async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 'staff-token');
    replyWith(updateSettings, 422);
    const { user } = await renderRoute('/admin/settings', { settle: false });
    const form = await screen.findByRole('form', { name: 'Site settings' }, LOADING);
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // In the site's words (src/lib/form-errors.ts), not necessarily the provider's.
    expect(email).toHaveAccessibleDescription(/email/i);
  });
});
