import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainButton } from '@/components/plain-button';
import classes from '@/components/status-message.module.css';
import markup from '@/styles/markup.module.css';

interface StatusMessageProps {
  /** 'error': something failed (with a retry); 'empty': nothing to show yet. */
  kind: 'error' | 'empty';
  /** The spec's own words, e.g. 'Failed to load projects.' */
  message: string;
  onRetry?: () => void;
  /** A next step for an empty state, e.g. a link. */
  action?: ReactNode;
}

/** DESIGN.md: errors say what failed and offer a retry; empty states suggest the next step. */
export function StatusMessage({ kind, message, onRetry, action }: StatusMessageProps) {
  const Icon = kind === 'error' ? IconAlertTriangle : IconInbox;
  return (
    <div className={classes.status} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon size={36} stroke={1.5} color={kind === 'error' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)'} aria-hidden />
      <p className={`${markup.text} ${classes.message}`}>{message}</p>
      {onRetry && (
        <PlainButton variant="light" onClick={onRetry}>
          Try Again
        </PlainButton>
      )}
      {action}
    </div>
  );
}
