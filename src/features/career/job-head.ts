import type { Job } from '@contracts/career/job';
import { absoluteUrl, pageHead } from '@/lib/head';
import { sanitizeHtml } from '@/lib/html';
import { breadcrumbJsonLd, jobPostingJsonLd, jsonLdScript } from '@/lib/seo/json-ld';

/** A job's title and place as its share card, with JobPosting and breadcrumb data. */
export function jobHead(job: Job | undefined, siteUrl: string, pathname: string, notFound: boolean) {
  if (!job) {
    return pageHead(notFound ? 'Job not found — Career' : 'Job description — Career', 'A position at ITBD: responsibilities, requirements, salary and how to apply.');
  }
  const url = absoluteUrl(siteUrl, pathname);
  return {
    ...pageHead(
      `${job.job_title} — Career`,
      `${job.job_title} at ITBD${job.location ? `, ${job.location}` : ''}: responsibilities, requirements, salary and how to apply.`,
    ),
    scripts: [
      jsonLdScript(
        jobPostingJsonLd({ job, url, siteUrl, logoUrl: '/favicon.svg', descriptionHtml: sanitizeHtml(job.description) }),
      ),
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
