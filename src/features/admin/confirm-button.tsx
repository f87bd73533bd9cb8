import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string;
  /** The dialog's question ('Delete this post?'). */
  title: string;
  /** What follows, in a sentence. */
  message: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Called on confirmation; the dialog closes when it settles successfully (`close`). */
  onConfirm: (close: () => void) => void;
}

/** A destructive action behind a confirmation dialog. */
export function ConfirmButton({ label, title, message, confirmLabel, busy, onConfirm, ...buttonProps }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="red" variant="subtle" {...buttonProps} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack gap="md">
          <Text>{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(close)} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
