import type { Project } from '@contracts/projects/project';
import { ActionIcon, Badge, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import card from '@/components/card.module.css';
import { SmartImage } from '@/components/smart-image';
import { mediaUrl } from '@/lib/urls';
import classes from '@/features/projects/project-card.module.css';
import { isFeatured } from '@/features/projects/project-filter';

export const THUMB_WIDTH = 800;
export const THUMB_HEIGHT = 600;
const MAX_TAGS = 4;

export interface ProjectCardProps {
  project: Project;
  categoryName: string | null;
  onOpen: (project: Project) => void;
  /** The title's heading level: 3 under a section's h2, 2 straight under a page's h1. */
  headingOrder?: 2 | 3;
  /** The first card of a page's grid, above the fold on a phone: its picture loads at once. */
  priority?: boolean;
}

/** A project: thumbnail, category, title, description, technologies; the eye button opens its details. */
export function ProjectCard({ project, categoryName, onOpen, headingOrder = 3, priority }: ProjectCardProps) {
  const extra = project.technology.length - MAX_TAGS;
  return (
    <Card component="article" shadow="md" radius="md" withBorder padding={0} className={classes.card}>
      <div className={classes.media}>
        <SmartImage
          src={mediaUrl(project.thumbnail)}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          fallbackSeed={project.title}
          priority={priority}
        />
        {isFeatured(project) && (
          <Badge className={classes.featured} color="accent.4" c="navy.9" variant="filled">
            Featured
          </Badge>
        )}
        <ActionIcon
          className={classes.eye}
          size={44}
          radius="xl"
          variant="white"
          aria-label={`View details of ${project.title}`}
          onClick={() => onOpen(project)}
        >
          <IconEye size={22} aria-hidden />
        </ActionIcon>
      </div>
      <div className={card.body}>
        {categoryName && (
          <Text tt="uppercase" fz="xs" fw={700} lts={1} className={classes.category}>
            {categoryName}
          </Text>
        )}
        <Title order={headingOrder} fz="h4">
          {project.title}
        </Title>
        {project.subtitle && (
          <Text c="dimmed" fz="sm" lineClamp={3}>
            {project.subtitle}
          </Text>
        )}
        {project.technology.length > 0 && (
          <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Technologies">
            {project.technology.slice(0, MAX_TAGS).map((tech) => (
              <Badge component="li" key={tech} variant="light" color="brand" tt="none" radius="sm">
                {tech}
              </Badge>
            ))}
            {extra > 0 && (
              <Badge component="li" variant="default" tt="none" radius="sm">
                +{extra}
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs" className={classes.footer}>
          <Badge variant="dot" color="teal" tt="none">
            Active
          </Badge>
          <Text fz="xs" c="dimmed">
            {new Date().getFullYear()}
          </Text>
        </Group>
      </div>
    </Card>
  );
}

/** The card's shape while projects load, at the card's size. */
export function ProjectCardSkeleton() {
  return (
    <Card shadow="md" radius="md" withBorder padding={0} className={classes.card} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}`, height: 'auto' }} />
      <div className={card.body}>
        <Skeleton height={12} width="35%" />
        <Skeleton height={22} width="80%" mt={4} />
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Group gap={6} mt={4}>
          <Skeleton height={20} width={60} />
          <Skeleton height={20} width={70} />
          <Skeleton height={20} width={50} />
        </Group>
        <Skeleton height={18} width={90} mt="sm" />
      </div>
    </Card>
  );
}
