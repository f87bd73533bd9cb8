import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '@/test/render';
import { TrashButton } from './trash-button';

function Harness({ remove, onTrashed }: { remove: (id: number) => Promise<unknown>; onTrashed: () => void }) {
  const mutation = useMutation({ mutationFn: remove });
  return (
    <TrashButton
      noun="team member"
      name="Ayesha Rahman"
      message="Ayesha Rahman leaves /about/our-team now."
      remove={mutation}
      id={7}
      onTrashed={onTrashed}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TrashButton', () => {
  it('asks first, then moves the record to the trash, refreshes what showed it and says so', async () => {
    const success = vi.spyOn(notify, 'success');
    const remove = vi.fn((_id: number) => Promise.resolve({}));
    const onTrashed = vi.fn();
    const { user } = renderWithProviders(<Harness remove={remove} onTrashed={onTrashed} />);
    await user.click(screen.getByRole('button', { name: 'Delete Ayesha Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this team member?' });
    expect(dialog).toHaveTextContent('Ayesha Rahman leaves /about/our-team now.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onTrashed).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]?.[0]).toBe(7);
    expect(success).toHaveBeenCalledWith('Team member moved to the trash.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  for (const [why, failure, said] of [
    ['without a reply', new Error('offline'), 'The team member could not be deleted.'],
    [
      'with a reason',
      new ApiError({ kind: 'http', status: 409, message: 'Conflict', serverMessage: 'This member is on a live project.' }),
      'This member is on a live project.',
    ],
  ] as const) {
    it(`keeps the dialog open and says why when the delete fails ${why}`, async () => {
      const error = vi.spyOn(notify, 'error');
      const onTrashed = vi.fn();
      const { user } = renderWithProviders(<Harness remove={() => Promise.reject(failure)} onTrashed={onTrashed} />);
      await user.click(screen.getByRole('button', { name: 'Delete Ayesha Rahman' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this team member?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(error).toHaveBeenCalledWith(said));
      expect(onTrashed).not.toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();
    });
  }
});
