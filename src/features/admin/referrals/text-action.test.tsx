import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { TextAction } from '@/features/admin/referrals/text-action';
import { renderWithProviders } from '@/test/render';
import { toasts } from '@/test/toasts';

function renderAction(onSubmit: (text: string) => Promise<unknown>) {
  return renderWithProviders(
    <TextAction
      label="Reject"
      ariaLabel="Reject commission #7"
      title="Reject commission #7"
      field="Reason"
      onSubmit={onSubmit}
      success="Commission rejected."
      failure="The commission could not be rejected."
    />,
  );
}

describe('TextAction', () => {
  it('asks for the text first, sends it, then closes and says so', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderAction(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Reject commission #7' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The reason field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Duplicate lead  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('Duplicate lead');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts()).toContain('Commission rejected.'));
  });

  it("keeps the dialog open with the provider's message, or its own, when sending fails", async () => {
    const onSubmit = vi
      .fn<(text: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, message: 'Conflict', serverMessage: 'A payout holds this commission.' }))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAction(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Reject commission #7' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Duplicate lead');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('A payout holds this commission.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The commission could not be rejected.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
