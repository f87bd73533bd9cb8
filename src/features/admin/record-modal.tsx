import { Button, type ButtonProps, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface RecordModalProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The button that opens it ('Edit', 'Add Testimonial'). */
  label: string;
  'aria-label'?: string;
  title: string;
  /** The form, given a way to close the dialog once saved. */
  children: (close: () => void) => ReactNode;
}

/** A small record (a testimonial, a category, a team member) added or edited in a dialog. */
export function RecordModal({ label, title, children, ...buttonProps }: RecordModalProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered size="lg">
        {opened && children(close)}
      </Modal>
    </>
  );
}
