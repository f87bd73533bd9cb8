import type { Job } from '@contracts/career/job';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { careerQueries } from '@/api/career';
import { RouteFailure } from '@/components/route-error';
import { CAREER_LOAD_FAILED, JOB_NOT_FOUND } from '@/features/career/jobs';
import { JobHeader } from '@/features/career/job-header';
import { useDeadlinePassed } from '@/features/career/use-deadline-passed';

function StateFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      <JobHeader crumbs={[{ label: title ?? 'Job' }]} title={title} />
      <Container size="lg" py={48}>
        {children}
      </Container>
    </>
  );
}

/** The job page's loading view (also the route's pending view). */
export function JobLoading() {
  return (
    <StateFrame>
      <Stack gap="md">
        <Text fw={600} role="status">
          loading...
        </Text>
        <Skeleton height={16} aria-hidden />
        <Skeleton height={16} aria-hidden />
        <Skeleton height={16} width="70%" aria-hidden />
      </Stack>
    </StateFrame>
  );
}

export function JobNotFound() {
  return (
    <StateFrame title={JOB_NOT_FOUND}>
      <Stack align="flex-start" gap="md">
        <Text fz="lg">This position does not exist or is no longer published. Have a look at the positions that are open now.</Text>
        <ButtonLink to="/career" hash="open-positions" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          See Open Positions
        </ButtonLink>
      </Stack>
    </StateFrame>
  );
}

/** The route's error view: the career pages' failure message (SPEC §8), with a retry. */
export function JobFailed({ reset }: ErrorComponentProps) {
  return (
    <StateFrame title="Open Position">
      <RouteFailure message={CAREER_LOAD_FAILED} reset={reset} />
    </StateFrame>
  );
}

/**
 * The job a page's address names, which its route's loader has put in the cache, and
 * whether its applications have closed.
 */
export function useJob(param: string): { job: Job; closed: boolean } {
  const { data: job, dataUpdatedAt } = useSuspenseQuery(careerQueries.job(param));
  return { job, closed: useDeadlinePassed(job.deadline ?? null, dataUpdatedAt) };
}
