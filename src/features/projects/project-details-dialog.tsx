import type { Project } from '@contracts/projects/project';
import { Modal } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { ButtonAnchor } from '@/components/button-link';
import { SmartImage } from '@/components/smart-image';
import { mediaUrl } from '@/lib/urls';
import classes from '@/features/projects/project-card.module.css';
import { THUMB_HEIGHT, THUMB_WIDTH } from '@/features/projects/project-card';
import markup from '@/styles/markup.module.css';

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
        <div className={markup.stack}>
          <SmartImage
            src={mediaUrl(project.thumbnail)}
            alt={`${project.title} screenshot`}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            fallbackSeed={project.title}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          {categoryName && (
            <p className={`${markup.text} ${classes.category}`}>{categoryName}</p>
          )}
          {project.subtitle && <p className={markup.text}>{project.subtitle}</p>}
          {project.technology.length > 0 && (
            <ul className={`${markup.group} ${classes.tags}`} aria-label="Technologies">
              {project.technology.map((tech) => (
                <li key={tech} className={`${markup.badge} ${markup.badgeRadiusSm} ${markup.badgeLightBrand} ${classes.tag}`}>
                  {tech}
                </li>
              ))}
            </ul>
          )}
          {project.link && (
            <div className={`${markup.group} ${classes.dialogActions}`}>
              <ButtonAnchor
                href={project.link}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={18} aria-hidden />}
              >
                Visit Website
                <span className="visually-hidden"> (opens in a new tab)</span>
              </ButtonAnchor>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
