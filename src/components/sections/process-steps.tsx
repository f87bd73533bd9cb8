import type { Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from '@/components/sections/sections.module.css';
import { IconBadge } from '@/components/icon-badge';
import markup from '@/styles/markup.module.css';

export interface Step {
  title: string;
  description: string;
  /** A picture of the step, beside its title; optional, service processes are numbers only. */
  icon?: Icon;
}

/** How the work goes, as a numbered list of steps. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={classes.steps} style={{ '--steps-columns': Math.min(steps.length, 4) } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className={classes.stepHead}>
            {step.icon && (
              <IconBadge size={36} radius="xl" color="accent" variant="light">
                <step.icon size={20} stroke={1.7} />
              </IconBadge>
            )}
            <h3 className={markup.h3AsH4}>{step.title}</h3>
          </div>
          <p className={`${markup.text} ${markup.dimmed} ${markup.fzSm} ${classes.stepText}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
