import { IconCircleCheckFilled } from '@tabler/icons-react';
import classes from '@/components/sections/sections.module.css';
import markup from '@/styles/markup.module.css';

export interface Benefit {
  title: string;
  description?: string;
}

/** A two-column checklist of what a client gains. */
export function BenefitsList({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className={classes.benefits}>
      {items.map((benefit) => (
        <li key={benefit.title} className={classes.benefit}>
          <IconCircleCheckFilled size={24} className={classes.checkIcon} aria-hidden />
          <div>
            <p className={`${markup.text} ${classes.benefitTitle}`}>{benefit.title}</p>
            {benefit.description && <p className={`${markup.text} ${markup.dimmed} ${markup.fzSm} ${classes.benefitText}`}>{benefit.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
