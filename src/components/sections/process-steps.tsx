import { Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from '@/components/sections/sections.module.css';
import { IconBadge } from '@/components/icon-badge';

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
            <Title order={3} fz="h4">
              {step.title}
            </Title>
          </div>
          <Text c="dimmed" mt={8} fz="sm">
            {step.description}
          </Text>
        </li>
      ))}
    </ol>
  );
}
