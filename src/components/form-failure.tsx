import { IconAlertCircle } from '@tabler/icons-react';
import { type CSSProperties, useId } from 'react';
import classes from '@/components/alert.module.css';

/**
 * How every form says it failed: `message`, in the visitor's words, in red and bold
 * in a red alert (announced as one) inside the form; nothing without one. The look
 * is Mantine's light red Alert, drawn by alert.module.css, the same in every
 * form: it takes nothing else.
 */
/** The light red of Mantine's Alert, as the component set it: on the element, so it is the alert's own colour wherever it sits. */
const RED = { '--alert-bg': 'var(--mantine-color-red-light)', '--alert-color': 'var(--mantine-color-red-light-color)' } as CSSProperties;

export function FormFailure({ message }: { message: string | null | undefined }) {
  const bodyId = useId();
  if (!message) return null;
  return (
    <div role="alert" aria-describedby={bodyId} className={classes.alert} style={RED}>
      <div className={classes.wrapper}>
        <div className={classes.icon}>
          <IconAlertCircle size={20} aria-hidden />
        </div>
        <div className={classes.body}>
          <div id={bodyId} className={`${classes.message} ${classes.failure}`}>
            {message}
          </div>
        </div>
      </div>
    </div>
  );
}
