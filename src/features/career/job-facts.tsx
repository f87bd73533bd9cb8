import type { Job } from '@contracts/career/job';
import { IconBriefcase, IconBuilding, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';

/** Department, employment type, working type and location as a row of chips. */
export function JobChips({ job, inverted }: { job: Job; inverted?: boolean }) {
  const chips: Array<[ReactNode, string | null, string]> = [
    [<IconBuilding size={14} aria-hidden key="d" />, job.department, 'Department'],
    [<IconBriefcase size={14} aria-hidden key="e" />, job.employment_type, 'Employment type'],
    [<IconClock size={14} aria-hidden key="w" />, job.working_type, 'Working type'],
    [<IconMapPin size={14} aria-hidden key="l" />, job.location, 'Location'],
  ];
  const look = `${markup.badge} ${markup.badgeLg} ${markup.badgeRadiusSm} ${markup.badgeWithIcon} ${inverted ? markup.badgeWhite : markup.badgeLightBrand} ${classes.chip}`;
  return (
    <ul aria-label="Job details" className={classes.chips}>
      {chips
        .filter(([, value]) => value)
        .map(([icon, value, label]) => (
          <li key={label} title={label} className={look}>
            <span className={markup.badgeIcon}>{icon}</span>
            <span className={classes.chipLabel}>{value}</span>
          </li>
        ))}
    </ul>
  );
}
