import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
    <Stack align="center" gap="sm" py="xl" ta="center" role={kind === 'error' ? 'alert' : 'status'}>
      <Icon size={36} stroke={1.5} color={kind === 'error' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)'} aria-hidden />
      <Text fw={600} c={kind === 'error' ? 'var(--mantine-color-error)' : undefined}>
        {message}
      </Text>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          Try Again
        </Button>
      )}
      {action}
    </Stack>
  );
}
