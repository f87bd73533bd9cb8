import type { Job } from '@contracts/career/job';
import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Breadcrumb, type Crumb, pageCrumb } from '@/components/breadcrumb';
import detailPage from '@/components/detail-page.module.css';
import classes from '@/features/career/career.module.css';
import { JobChips } from '@/features/career/job-facts';

interface JobHeaderProps {
  /** The crumbs after Home / Career. */
  crumbs: readonly Crumb[];
  /** A line over the title, e.g. 'You are applying for'. */
  eyebrow?: string;
  /** The page's h1; a placeholder stands in while it is not known yet. */
  title?: string;
  /** Its facts as chips under the title, once the job is known; only then is the trail described to search engines. */
  job?: Job;
}

/** The navy header of every job page: breadcrumb, title and the job's facts. */
export function JobHeader({ crumbs, eyebrow, title, job }: JobHeaderProps) {
  return (
    <Box className={`${detailPage.header} ${classes.jobHeader}`}>
      <Container size="lg">
        <Stack gap="md">
          <Breadcrumb tone="navy" crumbs={[pageCrumb('career'), ...crumbs]} describe={job !== undefined} />
          {eyebrow && (
            <Text tt="uppercase" fw={700} fz="xs" lts={1.5} c="accent.3">
              {eyebrow}
            </Text>
          )}
          {title ? (
            <Title order={1} c="white" className={detailPage.title}>
              {title}
            </Title>
          ) : (
            <Skeleton height={44} width="60%" aria-hidden />
          )}
          {job && <JobChips job={job} inverted />}
        </Stack>
      </Container>
    </Box>
  );
}
