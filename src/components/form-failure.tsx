import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FormFailureProps extends Omit<AlertProps, 'children' | 'color' | 'variant' | 'icon'> {
  /** What went wrong, in the visitor's words; nothing is shown without one. */
  message: string | null | undefined;
}

/** How every form says it failed: the message in a red alert (announced as one) inside the form. */
export function FormFailure({ message, ...rest }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} {...rest}>
      {message}
    </Alert>
  );
}
