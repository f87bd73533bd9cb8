import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from '@/components/form-failure.module.css';

/** The look is the component's own, the same in every form: no colour, variant, icon or class names from outside. */
interface FormFailureProps extends Omit<AlertProps, 'children' | 'color' | 'variant' | 'icon' | 'classNames' | 'styles'> {
  /** What went wrong, in the visitor's words; nothing is shown without one. */
  message: string | null | undefined;
}

/** How every form says it failed: the message in red and bold, in a red alert (announced as one) inside the form. */
export function FormFailure({ message, ...rest }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} classNames={{ message: classes.message }} {...rest}>
      {message}
    </Alert>
  );
}
