import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from '@/components/form-failure.module.css';

/**
 * How every form says it failed: `message`, in the visitor's words, in red and bold
 * in a red alert (announced as one) inside the form; nothing without one. The look
 * is the component's own, the same in every form: it takes nothing else.
 */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} classNames={{ message: classes.message }}>
      {message}
    </Alert>
  );
}
