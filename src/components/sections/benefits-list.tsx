import { Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import classes from '@/components/sections/sections.module.css';

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
            <Text fw={700}>{benefit.title}</Text>
            {benefit.description && (
              <Text c="dimmed" fz="sm" mt={4}>
                {benefit.description}
              </Text>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
