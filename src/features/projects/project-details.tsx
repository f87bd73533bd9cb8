import type { Project } from '@contracts/projects/project';
import { LazyOverlay } from '@/components/lazy-overlay';
import { retryableLazy } from '@/components/lazy-part';

// Mantine's Modal (with its scroll area and focus trap) loads when a project is first opened.
const ProjectDetailsDialog = retryableLazy(() =>
  import('@/features/projects/project-details-dialog').then((module) => ({ default: module.ProjectDetailsDialog })),
);

interface ProjectDetailsProps {
  project: Project | null;
  categoryName: string | null;
  onClose: () => void;
}

/** The details dialog of the chosen project, its code fetched on first use. */
export function ProjectDetails({ project, categoryName, onClose }: ProjectDetailsProps) {
  return (
    <LazyOverlay opened={project !== null} label="the project details">
      {(opened) => <ProjectDetailsDialog project={opened ? project : null} categoryName={categoryName} onClose={onClose} />}
    </LazyOverlay>
  );
}
