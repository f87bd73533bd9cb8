import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'disabled' | 'leftSection'> {
  /** A submit is under way (`busy` of `useSiteForm`): the button is disabled and says `busyLabel`. */
  busy: boolean;
  /** The button's words. */
  label: string;
  /** Its words while the submit is under way ('Sending...'). */
  busyLabel: string;
  /** An optional icon before the words. */
  icon?: ReactNode;
}

/** A form's submit button: disabled while a submit is under way, and saying so. */
export function SubmitButton({ busy, label, busyLabel, icon, ...buttonProps }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} leftSection={icon} {...buttonProps}>
      {busy ? busyLabel : label}
    </Button>
  );
}
