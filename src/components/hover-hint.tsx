import { useEffect, useState, type ReactNode } from 'react';
import classes from '@/components/hover-hint.module.css';

interface HoverHintProps {
  /** The hint's text; the control inside should carry the same words as its accessible name. */
  label: string;
  /** Which side of the control the hint opens on; both stay inside the viewport for controls at its right edge. */
  side: 'left' | 'below';
  children: ReactNode;
}

/**
 * A short hint beside a control on pointer hover and keyboard focus, drawn by CSS from
 * the server's HTML: no positioning library, no script before it works. Escape hides
 * it until the pointer or focus leaves (WCAG 1.4.13).
 */
export function HoverHint({ label, side, children }: HoverHintProps) {
  const [active, setActive] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!active) return;
    // Escape is pressed wherever focus is, often not on the hovered control.
    const dismissOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [active]);

  const leave = () => {
    setActive(false);
    setDismissed(false);
  };
  return (
    <span
      className={classes.anchor}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => setActive(true)}
      onFocus={() => setActive(true)}
      onMouseLeave={leave}
      onBlur={leave}
    >
      {children}
      <span role="tooltip" className={classes.hint} data-side={side}>
        {label}
      </span>
    </span>
  );
}
