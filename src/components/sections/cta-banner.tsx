import { Grid, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/components/sections/sections.module.css';

interface CtaBannerProps {
  title: string;
  text: string;
  /** Buttons on navy: filled accent first, then white outline. */
  actions: ReactNode;
  headingId?: string;
}

/** The closing call to action of a page. */
export function CtaBanner({ title, text, actions, headingId }: CtaBannerProps) {
  return (
    <div className={classes.cta}>
      <Grid align="center" gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} c="white" id={headingId}>
            {title}
          </Title>
          <p className={classes.ctaText} style={{ marginBottom: 0 }}>
            {text}
          </p>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Group gap="sm" justify="flex-start">
            {actions}
          </Group>
        </Grid.Col>
      </Grid>
    </div>
  );
}
