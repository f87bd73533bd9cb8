import { Button, type ButtonProps, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { SubmitButton } from '@/components/submit-button';

interface TextActionProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string;
  /** Names the button for screen readers when its label repeats on every row. */
  ariaLabel: string;
  title: string;
  field: string;
  description?: string;
  busy: boolean;
  /** Called with the text; `close` ends the dialog once it succeeded, `fail` shows why not. */
  onSubmit: (text: string, close: () => void, fail: (message: string) => void) => void;
}

/** An action that needs a line of text first: a rejection's reason, a payment's reference. */
export function TextAction({ label, ariaLabel, title, field, description, busy, onSubmit, ...buttonProps }: TextActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(`The ${field.toLowerCase()} field is required.`);
      return;
    }
    onSubmit(text.trim(), () => (close(), setText(''), setError(null)), setError);
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
