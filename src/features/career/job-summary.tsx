import type { Job } from '@contracts/career/job';
import { IconArrowRight, IconCalendarEvent, IconCash, IconClockHour9, IconLock, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import card from '@/components/card.module.css';
import { LightAlert } from '@/components/light-alert';
import classes from '@/features/career/career.module.css';
import { APPLICATIONS_CLOSED, DEFAULT_EXPERIENCE, JOB_SCHEDULE, formatDeadline } from '@/features/career/jobs';
import { jobSlug } from '@/lib/job-slug';
import markup from '@/styles/markup.module.css';

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
