import type { Job } from '@contracts/career/job';
import { Breadcrumb, type Crumb, pageCrumb } from '@/components/breadcrumb';
import detailPage from '@/components/detail-page.module.css';
import classes from '@/features/career/career.module.css';
import { SkeletonBlock } from '@/components/skeleton-block';
import { JobChips } from '@/features/career/job-facts';
import markup from '@/styles/markup.module.css';

interface JobHeaderProps {
  /** The crumbs after Home / Career. */
  crumbs: readonly Crumb[];
  /** A line over the title, e.g. 'You are applying for'. */
  eyebrow?: string;
  /** The page's h1; a placeholder stands in while it is not known yet. */
  title?: string;
  /** Its facts as chips under the title, once the job is known; only then is the trail described to search engines. */
  job?: Job;
}

/** The navy header of every job page: breadcrumb, title and the job's facts. */
export function JobHeader({ crumbs, eyebrow, title, job }: JobHeaderProps) {
  return (
    <div className={`${detailPage.header} ${classes.jobHeader}`}>
      <div className={markup.container}>
        <div className={markup.stack}>
          <Breadcrumb tone="navy" crumbs={[pageCrumb('career'), ...crumbs]} describe={job !== undefined} />
          {eyebrow && <p className={`${markup.eyebrow} ${classes.onNavyEyebrow}`}>{eyebrow}</p>}
          {title ? <h1 className={`${markup.h1} ${classes.onNavyTitle} ${detailPage.title}`}>{title}</h1> : <SkeletonBlock h={44} w="60%" />}
          {job && <JobChips job={job} inverted />}
        </div>
      </div>
    </div>
  );
}
