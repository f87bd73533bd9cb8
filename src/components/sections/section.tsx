import type { ReactNode } from 'react';
import classes from '@/components/sections/sections.module.css';
import markup from '@/styles/markup.module.css';

type SectionTone = 'plain' | 'tint' | 'navy';

export interface SectionProps {
  /** DESIGN.md: sections alternate white and a faint tint; navy for emphasis. */
  tone?: SectionTone;
  /** The id of the section's heading, so the region is named after it. */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
  className?: string;
}

/** A full-width band with the content width inside. */
export function Section({ tone = 'plain', labelledBy, id, children, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[classes.section, classes[tone], className].filter(Boolean).join(' ')}
    >
      <div className={markup.container}>{children}</div>
    </section>
  );
}
