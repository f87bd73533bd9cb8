import type { Job } from '@contracts/career/job';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import classes from '@/features/career/career.module.css';
import { JobChips } from '@/features/career/job-facts';

interface JobHeaderProps {
  /** The crumbs after Home / Career. */
  crumbs: readonly Crumb[];
  /** A line over the title, e.g. 'You are applying for'. */
  eyebrow?: string;
  /** The page's h1; a placeholder stands in while it loads. */
  title: ReactNode;
  /** Its facts as chips under the title, once the job is known. */
  job?: Job;
}

/** The navy header of every job page: breadcrumb, title and the job's facts. */
export function JobHeader({ crumbs, eyebrow, title, job }: JobHeaderProps) {
  return (
    <Box className={classes.jobHeader}>
      <Container size="lg">
        <Stack gap="md">
          <Breadcrumb tone="navy" crumbs={[{ label: 'Career', link: { to: '/career' } }, ...crumbs]} />
          {eyebrow && (
            <Text tt="uppercase" fw={700} fz="xs" lts={1.5} c="accent.3">
              {eyebrow}
            </Text>
          )}
          {title}
          {job && <JobChips job={job} inverted />}
        </Stack>
      </Container>
    </Box>
  );
}

/** A job page's h1 on the navy header. */
export function JobTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} c="white" className={classes.jobTitle}>
      {children}
    </Title>
  );
}
