import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isMissingCode } from '@/lib/stale-deploy';

/** Router-wide error state with a retry that also resets failed queries. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // The page's code could not be fetched, and the one reload for a new build (src/lib/stale-deploy.ts) did not help.
  if (isMissingCode(error)) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="md" role="alert">
          <Title order={1}>This Page Could Not Be Loaded</Title>
          <Text c="dimmed">The site may have been updated since you opened it. Reloading gets the latest version.</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something Went Wrong</Title>
        <Text c="dimmed">{(error instanceof Error && error.message) || 'This page could not be loaded.'}</Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try Again
        </Button>
      </Stack>
    </Container>
  );
}
