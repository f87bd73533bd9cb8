import type { Job } from '@contracts/career/job';
import { IconMail } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { CareerArt } from '@/components/art/page-art-parts';
import { ButtonAnchor, ButtonLink } from '@/components/button-link';
import card from '@/components/card.module.css';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { SitePageHero } from '@/components/sections/page-hero';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import { CAREER_BENEFITS } from '@/features/career/career-data';
import classes from '@/features/career/career.module.css';
import { SkeletonBlock } from '@/components/skeleton-block';
import { JobChips } from '@/features/career/job-facts';
import markup from '@/styles/markup.module.css';
import { APPLICATIONS_CLOSED, CAREER_LOAD_FAILED, formatDeadline } from '@/features/career/jobs';
import { jobSlug } from '@/lib/job-slug';
import { useDeadlinePassed } from '@/features/career/use-deadline-passed';
import { COMPANY_FIGURES } from '@/lib/company-figures';

export const NO_OPEN_POSITIONS = 'No open positions right now';

function CareerHero() {
  return (
    <SitePageHero
      page="career"
      actions={
        <ButtonAnchor href="#open-positions" size="md" color="accent.4">
          See Open Positions
        </ButtonAnchor>
      }
      visual={<CareerArt />}
    />
  );
}

function CareerStats() {
  return (
    <div className={`${markup.container} ${classes.statsWrap}`}>
      <ul className={`${card.panel} ${classes.stats}`} aria-label="ITBD in numbers">
        {COMPANY_FIGURES.map((stat) => (
          <li key={stat.label}>
            <span className={`${markup.text} ${classes.statValue}`}>{stat.value}</span>
            <span className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CareerBenefits() {
  return (
    <Section labelledBy="career-benefits">
      <SectionHeader eyebrow="Why ITBD" title="Benefits of Working with Us" subtitle="What we offer everyone on the team, from interns to leads." id="career-benefits" />
      {/* Six cards: three columns (or two) fill every row. */}
      <FeatureGrid items={CAREER_BENEFITS} columns={3} />
    </Section>
  );
}

function JobCard({ job, fetchedAt }: { job: Job; fetchedAt: number }) {
  const slug = jobSlug(job);
  const closed = useDeadlinePassed(job.deadline, fetchedAt);
  return (
    <li className={`${card.panel} ${classes.jobCard}`}>
      <div className={`${markup.stack} ${classes.jobCardText}`}>
        <h3 className={`${markup.title} ${classes.jobCardTitle}`}>
          <Link to="/career/job-description/$slug" params={{ slug }}>
            {job.job_title}
          </Link>
        </h3>
        <JobChips job={job} />
        {job.deadline && (
          <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>
            Apply by <time dateTime={job.deadline}>{formatDeadline(job.deadline)}</time>
          </p>
        )}
      </div>
      <div className={`${markup.group} ${classes.jobCardActions}`}>
        <ButtonLink variant="default" to="/career/job-description/$slug" params={{ slug }}>
          View Details
          <span className="visually-hidden">: {job.job_title}</span>
        </ButtonLink>
        {closed ? (
          <span className={`${markup.badge} ${markup.badgeLg} ${markup.badgeRadiusSm} ${markup.badgeLightGray}`}>{APPLICATIONS_CLOSED}</span>
        ) : (
          <ButtonLink to="/career/apply-job/$slug" params={{ slug }}>
            Apply Now
            <span className="visually-hidden">: {job.job_title}</span>
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

function OpenPositions() {
  return (
    <Section id="open-positions" labelledBy="open-positions-title" tone="tint">
      <SectionHeader eyebrow="Join the team" title="Open Positions" subtitle="Find the role that fits you and apply in a few minutes." id="open-positions-title" />
      <QueryBoundary fallback={<JobListSkeleton />} errorMessage={CAREER_LOAD_FAILED}>
        <JobList />
      </QueryBoundary>
    </Section>
  );
}

function JobListSkeleton() {
  return (
    <div className={markup.stack}>
      <p className={`${markup.text} ${markup.dimmed} ${classes.centred}`} role="status">
        loading...
      </p>
      <ul className={classes.jobList} aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={`${card.panel} ${classes.jobCard}`} data-testid="job-skeleton">
            <div className={`${markup.stack} ${classes.jobCardText}`}>
              <SkeletonBlock h={24} w="50%" />
              <SkeletonBlock h={26} w="80%" />
              <SkeletonBlock h={14} w={160} />
            </div>
            <SkeletonBlock h={36} w={220} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobList() {
  const { data: jobs, dataUpdatedAt } = useSuspenseQuery(careerQueries.list());
  if (jobs.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        message={NO_OPEN_POSITIONS}
        action={
          <div className={`${markup.stack} ${classes.emptyAction}`}>
            <p className={`${markup.text} ${markup.dimmed} ${classes.emptyText}`}>
              We are always glad to meet good people. Send us your CV through the contact page and we will reach out when a role opens.
            </p>
            <ButtonLink leftSection={<IconMail size={18} aria-hidden />} to="/contact">
              Send Us Your CV
            </ButtonLink>
          </div>
        }
      />
    );
  }
  return (
    <ul className={classes.jobList}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} fetchedAt={dataUpdatedAt} />
      ))}
    </ul>
  );
}

/** /career: the open positions from the provider come first (what a job seeker came for), then why join. */
export function CareerPage() {
  return (
    <>
      <CareerHero />
      <CareerStats />
      <OpenPositions />
      <CareerBenefits />
    </>
  );
}
