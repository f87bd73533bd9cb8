import { IconAward, IconMessages, IconShieldLock, IconTestPipe } from '@tabler/icons-react';
import { QualityArt } from '@/components/art/page-art';
import { SectionHeader } from '@/components/section-header';
import type { Feature } from '@/components/sections/feature-grid';
import { Section } from '@/components/sections/section';
import classes from '@/features/home/home.module.css';
import { PROJECTS_DELIVERED, YEARS_IN_BUSINESS } from '@/lib/company-figures';
import markup from '@/styles/markup.module.css';

const REASONS: readonly Feature[] = [
  {
    icon: IconMessages,
    title: 'Communication',
    description: 'One project manager, weekly demos and answers within a working day, in Bangla or English.',
  },
  {
    icon: IconAward,
    title: 'Experience',
    description: `${YEARS_IN_BUSINESS.value} years and ${PROJECTS_DELIVERED.value} projects, from shop websites to ERP for national distributors.`,
  },
  {
    icon: IconShieldLock,
    title: 'Safe & Secure',
    description: 'Encrypted connections, daily backups and access only for the people who need it.',
  },
  {
    icon: IconTestPipe,
    title: 'Passion for Testing',
    description: 'Automated tests and real-device checks before every release, so launches are quiet.',
  },
];

/** 'Why Special ITBD?' (SPEC §2): a picture beside the reasons as a list, rather than one more row of cards. */
export function WhySection() {
  return (
    <Section tone="tint" labelledBy="why-title">
      <SectionHeader id="why-title" eyebrow="Why us" title="Why Special ITBD?" subtitle="What clients tell us they value most after the launch." />
      <div className={classes.mediaRow}>
        <div className={classes.media}>
          <QualityArt />
        </div>
        <ul className={classes.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={classes.reason}>
              <span className={classes.reasonIcon} aria-hidden>
                <reason.icon size={26} stroke={1.6} />
              </span>
              <div>
                <h3 className={markup.h3AsH4}>{reason.title}</h3>
                <p className={classes.reasonText}>{reason.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
