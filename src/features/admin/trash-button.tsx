import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { notify } from '@/lib/notify';
import { capitalised } from '@/features/admin/words';
import { ConfirmButton } from './confirm-button';

interface TrashButtonProps {
  /** What the record is, as a noun in a sentence: 'job' asks "Delete this job?" and says "Job moved to the trash." */
  noun: string;
  /** Which record, for the button's name to assistive tech: "Delete <name>". */
  name: string;
  /** What deleting it does, in the confirmation dialog. */
  message: string;
  /** The resource's delete call, and the record's id. */
  remove: UseMutationResult<unknown, unknown, number>;
  id: number;
  /** Refreshes what showed the record, once it is in the trash. */
  onTrashed: () => void;
  size?: 'compact-xs' | 'compact-sm';
}

/** A row's Delete: asks first, moves the record to the trash (30 days to restore), and says how it went. */
export function TrashButton({ noun, name, message, remove, id, onTrashed, size = 'compact-sm' }: TrashButtonProps) {
  return (
    <ConfirmButton
      size={size}
      label="Delete"
      aria-label={`Delete ${name}`}
      title={`Delete this ${noun}?`}
      message={message}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(id, {
          onSuccess: () => {
            close();
            onTrashed();
            notify.success(`${capitalised(noun)} moved to the trash.`);
          },
          onError: (error) => notify.error(errorMessage(error, `The ${noun} could not be deleted.`)),
        })
      }
    />
  );
}
