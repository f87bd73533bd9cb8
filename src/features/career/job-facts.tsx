import type { Job } from '@contracts/career/job';
import { Badge, Group } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Department, employment type, working type and location as a row of chips. */
export function JobChips({ job, inverted }: { job: Job; inverted?: boolean }) {
  const chips: Array<[ReactNode, string | null, string]> = [
    [<IconBuilding size={14} aria-hidden key="d" />, job.department, 'Department'],
    [<IconBriefcase size={14} aria-hidden key="e" />, job.employment_type, 'Employment type'],
    [<IconClock size={14} aria-hidden key="w" />, job.working_type, 'Working type'],
    [<IconMapPin size={14} aria-hidden key="l" />, job.location, 'Location'],
  ];
  return (
    <Group gap={8} component="ul" aria-label="Job details" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {chips
        .filter(([, value]) => value)
        .map(([icon, value, label]) => (
          <Badge
            key={label}
            component="li"
            title={label}
            size="lg"
            radius="sm"
            variant={inverted ? 'white' : 'light'}
            color={inverted ? 'navy.9' : 'brand'}
            leftSection={icon}
            tt="none"
            fw={600}
          >
            {value}
          </Badge>
        ))}
    </Group>
  );
}
