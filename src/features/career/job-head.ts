import type { Job } from '@contracts/career/job';
import { JOB_NOT_FOUND } from '@/features/career/jobs';
import { pageHead } from '@/lib/head';
import { SITE_PAGES } from '@/lib/site-pages';

/** '<what> — Career': a job's pages are titled within the career section. */
const inCareer = (title: string) => `${title} — ${SITE_PAGES.career.name}`;

/**
 * A job's title and place as its share card. The JobPosting data needs the
 * sanitised description, so the page renders it (see `JobPostingData`): a
 * route's head is in the entry bundle, the sanitiser is not. The breadcrumb
 * on the page describes itself.
 */
export function jobHead(job: Job | undefined, notFound: boolean) {
  if (!job) {
    return pageHead(inCareer(notFound ? JOB_NOT_FOUND : 'Job Description'), 'A position at ITBD: responsibilities, requirements, salary and how to apply.');
  }
  return pageHead(
    inCareer(job.job_title),
    `${job.job_title} at ITBD${job.location ? `, ${job.location}` : ''}: responsibilities, requirements, salary and how to apply.`,
  );
}
