import type { Job } from '@contracts/career/job';
import { IconArrowRight, IconCalendarEvent, IconCash, IconClockHour9, IconLock, IconSchool } from '@tabler/icons-react';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { type CSSProperties, type ReactNode, useId, useMemo } from 'react';
import alert from '@/components/alert.module.css';
import { ButtonLink } from '@/components/button-link';
import card from '@/components/card.module.css';
import detailPage from '@/components/detail-page.module.css';
import { JsonLd } from '@/components/json-ld';
import prose from '@/components/prose.module.css';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';
import { useJob } from '@/features/career/job-states';
import { APPLICATIONS_CLOSED, DEFAULT_EXPERIENCE, JOB_SCHEDULE, formatDeadline } from '@/features/career/jobs';
import { jobSlug } from '@/lib/job-slug';
import { JobHeader } from '@/features/career/job-header';
import { absoluteUrl } from '@/lib/head';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';


/** Mantine's light gray Alert, as it was drawn: the tint on the element, wherever it sits. */
const GRAY = { '--alert-bg': 'var(--mantine-color-gray-light)', '--alert-color': 'var(--mantine-color-gray-light-color)' } as CSSProperties;

/** In place of Apply Now once the deadline has passed: an alert, as Mantine's Alert announced it, with its title as its name. */
function ClosedNotice() {
  const id = useId();
  return (
    <div role="alert" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} className={alert.alert} style={GRAY}>
      <div className={alert.wrapper}>
        <div className={alert.icon}>
          <IconLock size={20} aria-hidden />
        </div>
        <div className={alert.body}>
          <div className={alert.title}>
            <span id={`${id}-title`} className={alert.label}>
              {APPLICATIONS_CLOSED}
            </span>
          </div>
          <div id={`${id}-body`} className={alert.message}>
            The deadline for this position has passed.
          </div>
        </div>
      </div>
    </div>
  );
}
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
          <ClosedNotice />
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
