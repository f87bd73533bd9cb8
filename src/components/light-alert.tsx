import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import classes from '@/components/alert.module.css';

interface LightAlertProps {
  /** A theme colour: the tint and the title's colour. */
  color: 'gray' | 'yellow';
  icon: ReactNode;
  title?: ReactNode;
  /** `alert` as Mantine's Alert announces itself; `status` for a quieter notice. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/**
 * Mantine's light Alert as plain elements (alert.module.css): the tint, the icon beside
 * the title and the message, named by its title and described by its message as the
 * component's were. It shows a fixed notice; a form's failure is FormFailure.
 */
export function LightAlert({ color, icon, title, role = 'alert', children }: LightAlertProps) {
  const id = useId();
  const tint = { '--alert-bg': `var(--mantine-color-${color}-light)`, '--alert-color': `var(--mantine-color-${color}-light-color)` } as CSSProperties;
  return (
    <div role={role} aria-labelledby={title ? `${id}-title` : undefined} aria-describedby={`${id}-body`} className={classes.alert} style={tint}>
      <div className={classes.wrapper}>
        <div className={classes.icon}>{icon}</div>
        <div className={classes.body}>
          {title && (
            <div className={classes.title}>
              <span id={`${id}-title`} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className={classes.message}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
