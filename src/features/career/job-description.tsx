import type { Job } from '@contracts/career/job';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import detailPage from '@/components/detail-page.module.css';
import { JsonLd } from '@/components/json-ld';
import prose from '@/components/prose.module.css';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';
import { useJob } from '@/features/career/job-states';
import { JobHeader } from '@/features/career/job-header';
import { absoluteUrl } from '@/lib/head';
import { jobPostingJsonLd } from '@/lib/seo/job-posting';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';
import { JobSummary } from '@/features/career/job-summary';

/** Google's JobPosting data for the page; crawlers read JSON-LD in the body as well as in the head. */
function JobPostingData({ job, descriptionHtml }: { job: Job; descriptionHtml: string }) {
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const { pathname } = useLocation();
  const data = useMemo(
    () => jobPostingJsonLd({ job, url: absoluteUrl(siteUrl, pathname), siteUrl, logoUrl: '/favicon.svg', descriptionHtml }),
    [job, siteUrl, pathname, descriptionHtml],
  );
  return <JsonLd data={data} />;
}

function JobDescription({ job, closed }: { job: Job; closed: boolean }) {
  // Sanitised: the provider's HTML never reaches the DOM as sent (the page renders again when `closed` is known in the browser).
  const descriptionHtml = useSanitizedHtml(job.description);
  return (
    <>
      <JobPostingData job={job} descriptionHtml={descriptionHtml} />
      <JobHeader crumbs={[{ label: job.job_title }]} title={job.job_title} job={job} />
      {/*
        The summary comes first, for eyes and screen readers alike: on a phone the salary and
        Apply sit above the description, not after it; from md it is the sidebar on the right.
      */}
      <div className={`${markup.container} ${detailPage.layout} ${classes.jobLayout}`}>
        <JobSummary job={job} closed={closed} />
        <article className={detailPage.main} aria-labelledby="job-description-title">
          <h2 id="job-description-title" className={`${markup.title} ${classes.descriptionTitle}`}>
            Job Description
          </h2>
          {job.description ? (
            <div className={`${prose.prose} ${classes.prose}`} data-provider-html dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          ) : (
            <p className={`${markup.text} ${markup.dimmed}`}>The details of this position will be shared at the interview.</p>
          )}
        </article>
      </div>
    </>
  );
}

/** /career/job-description/{id or slug}. */
export function JobDescriptionPage({ param }: { param: string }) {
  const { job, closed } = useJob(param);
  return <JobDescription job={job} closed={closed} />;
}
