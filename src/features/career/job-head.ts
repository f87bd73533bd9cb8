import type { Job } from '@contracts/career/job';
import { JOB_NOT_FOUND } from '@/features/career/jobs';
import { absoluteUrl, pageHead } from '@/lib/head';
import { breadcrumbJsonLd, jsonLdScript } from '@/lib/seo/json-ld';

/**
 * A job's title and place as its share card, with breadcrumb data. The JobPosting
 * data needs the sanitised description, so the page renders it (see
 * `JobPostingData`): a route's head is in the entry bundle, the sanitiser is not.
 */
export function jobHead(job: Job | undefined, siteUrl: string, pathname: string, notFound: boolean) {
  if (!job) {
    return pageHead(notFound ? `${JOB_NOT_FOUND} — Career` : 'Job Description — Career', 'A position at ITBD: responsibilities, requirements, salary and how to apply.');
  }
  const url = absoluteUrl(siteUrl, pathname);
  return {
    ...pageHead(
      `${job.job_title} — Career`,
      `${job.job_title} at ITBD${job.location ? `, ${job.location}` : ''}: responsibilities, requirements, salary and how to apply.`,
    ),
    scripts: [
      jsonLdScript(
        breadcrumbJsonLd([
          { name: 'Home', url: absoluteUrl(siteUrl, '/') },
          { name: 'Career', url: absoluteUrl(siteUrl, '/career') },
          { name: job.job_title, url },
        ]),
      ),
    ],
  };
}
