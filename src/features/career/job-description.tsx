import type { Job } from '@contracts/career/job';
import { IconArrowRight, IconCalendarEvent, IconCash, IconClockHour9, IconLock, IconSchool } from '@tabler/icons-react';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { ButtonLink } from '@/components/button-link';
import card from '@/components/card.module.css';
import detailPage from '@/components/detail-page.module.css';
import { JsonLd } from '@/components/json-ld';
import { LightAlert } from '@/components/light-alert';
import prose from '@/components/prose.module.css';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';
import { useJob } from '@/features/career/job-states';
import { APPLICATIONS_CLOSED, DEFAULT_EXPERIENCE, JOB_SCHEDULE, formatDeadline } from '@/features/career/jobs';
import { jobSlug } from '@/lib/job-slug';
import { JobHeader } from '@/features/career/job-header';
import { absoluteUrl } from '@/lib/head';
import { jobPostingJsonLd } from '@/lib/seo/job-posting';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>
        <span className={`${card.iconTile} ${classes.factIcon}`} aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Salary, experience, schedule and deadline, with the way to apply (or word that applications are `closed`). */
export function JobSummary({ job, closed, showApply = true }: { job: Job; closed: boolean; showApply?: boolean }) {
  return (
    <aside className={`${card.panel} ${classes.summary}`} aria-labelledby="job-at-a-glance">
      <h2 id="job-at-a-glance" className={`${markup.title} ${classes.summaryTitle}`}>
        Job at a Glance
      </h2>
      <dl className={classes.facts}>
        <Fact icon={<IconCash size={20} />} label="Salary">
          {job.salary_range || 'Negotiable'}
        </Fact>
        <Fact icon={<IconSchool size={20} />} label="Experience">
          {job.experience || DEFAULT_EXPERIENCE}
        </Fact>
        <Fact icon={<IconClockHour9 size={20} />} label="Schedule">
          {JOB_SCHEDULE}
        </Fact>
        {job.deadline && (
          <Fact icon={<IconCalendarEvent size={20} />} label="Application deadline">
            <time dateTime={job.deadline}>{formatDeadline(job.deadline)}</time>
          </Fact>
        )}
      </dl>
      {showApply &&
        (closed ? (
          <LightAlert color="gray" icon={<IconLock size={20} aria-hidden />} title={APPLICATIONS_CLOSED}>
            The deadline for this position has passed.
          </LightAlert>
        ) : (
          <ButtonLink
            to="/career/apply-job/$slug"
            params={{ slug: jobSlug(job) }}
            fullWidth
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Apply for this position
          </ButtonLink>
        ))}
    </aside>
  );
}

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
