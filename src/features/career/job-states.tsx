import type { Job } from '@contracts/career/job';
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
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';

function StateFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      <JobHeader crumbs={[{ label: title ?? 'Job' }]} title={title} />
      <div className={`${markup.container} ${classes.stateBody}`}>{children}</div>
    </>
  );
}

/** The job page's loading view (also the route's pending view). */
export function JobLoading() {
  return (
    <StateFrame>
      <div className={markup.stack}>
        <p className={`${markup.text} ${markup.semibold}`} role="status">
          loading...
        </p>
        <SkeletonBlock h={16} />
        <SkeletonBlock h={16} />
        <SkeletonBlock h={16} w="70%" />
      </div>
    </StateFrame>
  );
}

export function JobNotFound() {
  return (
    <StateFrame title={JOB_NOT_FOUND}>
      <div className={`${markup.stack} ${classes.startAligned}`}>
        <p className={`${markup.text} ${markup.fzLg}`}>This position does not exist or is no longer published. Have a look at the positions that are open now.</p>
        <ButtonLink to="/career" hash="open-positions" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          See Open Positions
        </ButtonLink>
      </div>
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
