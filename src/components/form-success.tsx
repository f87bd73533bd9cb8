import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from '@/components/form-success.module.css';
import { IconBadge } from '@/components/icon-badge';
import markup from '@/styles/markup.module.css';

interface FormSuccessProps {
  /** A short heading, e.g. 'Thank you!'. */
  title: string;
  /** What happened, in the spec's words where it gives them. */
  message: string;
  /** One more line: what happens next. */
  detail?: string;
  /** Where to go from here: buttons or links. */
  children?: ReactNode;
  /** Smaller, for the newsletter band and dialogs. */
  compact?: boolean;
  /** On the navy newsletter band: light text in both schemes. */
  onDark?: boolean;
  /**
   * Move focus to the panel (default). Off for a thank-you that goes away by
   * itself within seconds, where focus would be lost a second time.
   */
  takeFocus?: boolean;
}

/**
 * How every form says it worked: a panel in place of the form, or above its
 * cleared fields, with what happens next and where to go. It takes focus when
 * it appears, so keyboard and screen-reader users start from it, not from a
 * submit button that is gone or below fields just emptied; as a status it is
 * announced either way.
 */
export function FormSuccess({ title, message, detail, children, compact = false, onDark = false, takeFocus = true }: FormSuccessProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [takeFocus]);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className={classes.panel}
      data-compact={compact || undefined}
      data-on-dark={onDark || undefined}
    >
      <div className={classes.stack}>
        <IconBadge size={compact ? 44 : 56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={compact ? 26 : 32} />
        </IconBadge>
        <h3 className={`${markup.h3} ${classes.title}`}>{title}</h3>
        <p className={`${markup.text} ${classes.message}`}>{message}</p>
        {detail && <p className={`${markup.text} ${classes.detail}`}>{detail}</p>}
        {children && <div className={classes.actions}>{children}</div>}
      </div>
    </div>
  );
}
