import { Button, type ButtonProps, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';

interface TextActionProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string;
  /** Names the button for screen readers when its label repeats on every row. */
  ariaLabel: string;
  title: string;
  field: string;
  description?: string;
  /** Sends the text: when it resolves the dialog closes and `success` is toasted; when it fails the dialog says why. */
  onSubmit: (text: string) => Promise<unknown>;
  success: string;
  /** Said in the dialog when the provider gives no message of its own. */
  failure: string;
}

/** An action that needs a line of text first: a rejection's reason, a payment's reference. */
export function TextAction({ label, ariaLabel, title, field, description, onSubmit, success, failure, ...buttonProps }: TextActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(`The ${field.toLowerCase()} field is required.`);
      return;
    }
    setBusy(true);
    onSubmit(text.trim())
      .then(
        () => {
          notify.success(success);
          close();
          setText('');
          setError(null);
        },
        (failed: unknown) => setError(errorMessage(failed, failure)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="compact-sm" variant="subtle" {...buttonProps} onClick={open} aria-label={ariaLabel}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={field}
              description={description}
              required
              value={text}
              error={error}
              onChange={(event) => (setText(event.currentTarget.value), setError(null))}
              data-autofocus
            />
            <SubmitButton busy={busy} label={label} busyLabel="Saving..." />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
