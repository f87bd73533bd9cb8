import type { Job } from '@contracts/career/job';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { careerQueries } from '@/api/career';
import { isApiError } from '@/api/client';
import { StatusMessage } from '@/components/status-message';
import { CAREER_LOAD_FAILED, JOB_NOT_FOUND, isJobId, resolveJobId } from '@/features/career/jobs';
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

/**
 * Finds the job a route parameter names (its id, or a slug matched against the
 * job list) and renders `children` with it and whether its applications have
 * closed, or the state it is in instead: loading, not found, or failed.
 */
export function JobGate({ param, children }: { param: string; children: (job: Job, closed: boolean) => ReactNode }) {
  const needsList = !isJobId(param);
  // The route's loader has just fetched (or revalidated) both; a failure is retried from the button, not on mount.
  const list = useQuery({ ...careerQueries.list(), enabled: needsList, refetchOnMount: false, retryOnMount: false });
  const id = resolveJobId(param, list.data);
  const circular = useQuery({ ...careerQueries.job(id ?? ''), enabled: id !== null, refetchOnMount: false, retryOnMount: false });
  const closed = useDeadlinePassed(circular.data?.deadline ?? null, circular.dataUpdatedAt);

  if (needsList && list.isPending) return <JobLoading />;
  if (needsList && list.isError) {
    return (
      <StateFrame title="Open Position">
        <StatusMessage kind="error" message={CAREER_LOAD_FAILED} onRetry={() => void list.refetch()} />
      </StateFrame>
    );
  }
  if (id === null) return <JobNotFound />;
  if (circular.isPending) return <JobLoading />;
  if (circular.isError) {
    if (isApiError(circular.error) && circular.error.status === 404) return <JobNotFound />;
    return (
      <StateFrame title="Open Position">
        <StatusMessage kind="error" message={CAREER_LOAD_FAILED} onRetry={() => void circular.refetch()} />
      </StateFrame>
    );
  }
  return children(circular.data, closed);
}
