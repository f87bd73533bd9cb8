import type { Project } from '@contracts/projects/project';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { SmartImage } from '@/components/smart-image';
import { mediaUrl } from '@/lib/urls';
import classes from '@/features/projects/project-card.module.css';
import { THUMB_HEIGHT, THUMB_WIDTH } from '@/features/projects/project-card';

export interface ProjectDetailsProps {
  project: Project | null;
  categoryName: string | null;
  onClose: () => void;
}

/** A project in full: image, description, technologies and its website (SPEC §2). Backdrop or close button closes it. */
export function ProjectDetailsDialog({ project, categoryName, onClose }: ProjectDetailsProps) {
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project?.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {project && (
        <Stack gap="md">
          <SmartImage
            src={mediaUrl(project.thumbnail)}
            alt={`${project.title} screenshot`}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            fallbackSeed={project.title}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          {categoryName && (
            <Text tt="uppercase" fz="xs" fw={700} lts={1} className={classes.category}>
              {categoryName}
            </Text>
          )}
          {project.subtitle && <Text>{project.subtitle}</Text>}
          {project.technology.length > 0 && (
            <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Technologies">
              {project.technology.map((tech) => (
                <Badge component="li" key={tech} variant="light" color="brand" tt="none" radius="sm">
                  {tech}
                </Badge>
              ))}
            </Group>
          )}
          {project.link && (
            <Group justify="flex-end">
              <Button
                component="a"
                href={project.link}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={18} aria-hidden />}
              >
                Visit Website
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
