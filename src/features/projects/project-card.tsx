import type { Project } from '@contracts/projects/project';
import { IconEye } from '@tabler/icons-react';
import card from '@/components/card.module.css';
import { IconButton } from '@/components/icon-button';
import { SmartImage } from '@/components/smart-image';
import { mediaUrl } from '@/lib/urls';
import classes from '@/features/projects/project-card.module.css';
import { isFeatured } from '@/features/projects/project-filter';
import { SkeletonBlock } from '@/components/skeleton-block';
import markup from '@/styles/markup.module.css';

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
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <article className={`${markup.card} ${classes.card}`}>
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
          <span className={`${markup.badge} ${classes.featured}`}>Featured</span>
        )}
        <IconButton
          className={classes.eye}
          size={44}
          radius="xl"
          variant="white"
          aria-label={`View details of ${project.title}`}
          onClick={() => onOpen(project)}
        >
          <IconEye size={22} aria-hidden />
        </IconButton>
      </div>
      <div className={card.body}>
        {categoryName && (
          <p className={`${markup.text} ${classes.category}`}>{categoryName}</p>
        )}
        <Heading className={`${markup.title} ${classes.title} ${headingOrder === 2 ? classes.titleH2 : classes.titleH3}`}>{project.title}</Heading>
        {project.subtitle && <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${markup.lineClamp} ${classes.subtitle}`}>{project.subtitle}</p>}
        {project.technology.length > 0 && (
          <ul className={`${markup.group} ${classes.tags}`} aria-label="Technologies">
            {project.technology.slice(0, MAX_TAGS).map((tech) => (
              <li key={tech} className={`${markup.badge} ${markup.badgeRadiusSm} ${markup.badgeLightBrand} ${classes.tag}`}>
                {tech}
              </li>
            ))}
            {extra > 0 && <li className={`${markup.badge} ${markup.badgeRadiusSm} ${markup.badgeDefault} ${classes.tag}`}>+{extra}</li>}
          </ul>
        )}
        <div className={`${markup.group} ${classes.footer}`}>
          <span className={`${markup.badge} ${markup.badgeDot} ${classes.tag}`}>Active</span>
          <p className={`${markup.text} ${markup.fzXs} ${markup.dimmed}`}>{new Date().getFullYear()}</p>
        </div>
      </div>
    </article>
  );
}

/** The card's shape while projects load, at the card's size. */
export function ProjectCardSkeleton() {
  return (
    <div className={`${markup.card} ${classes.card}`} aria-hidden>
      <SkeletonBlock radius={0} style={{ aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}`, height: 'auto' }} />
      <div className={card.body}>
        <SkeletonBlock h={12} w="35%" />
        <SkeletonBlock h={22} w="80%" style={{ marginTop: 4 }} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} w="90%" />
        <div className={`${markup.group} ${classes.tags}`} style={{ marginTop: 4 }}>
          <SkeletonBlock h={20} w={60} />
          <SkeletonBlock h={20} w={70} />
          <SkeletonBlock h={20} w={50} />
        </div>
        <SkeletonBlock h={18} w={90} style={{ marginTop: 'var(--mantine-spacing-sm)' }} />
      </div>
    </div>
  );
}
