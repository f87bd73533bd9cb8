import { Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from '@/components/sections/sections.module.css';

export interface Step {
  title: string;
  description: string;
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
          <Title order={3} fz="h4">
            {step.title}
          </Title>
          <Text c="dimmed" mt={8} fz="sm">
            {step.description}
          </Text>
        </li>
      ))}
    </ol>
  );
}
