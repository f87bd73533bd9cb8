import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Every back-office page starts the same way: its one h1, a line on what it is for, and its actions. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
