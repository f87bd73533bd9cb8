import { LazyOverlay } from '@/components/lazy-overlay';
import { retryableLazy } from '@/components/lazy-part';
// A type only: the dialog's code still loads on first use.
import type { ProjectDetailsProps } from '@/features/projects/project-details-dialog';

// Mantine's Modal (with its scroll area and focus trap) loads when a project is first opened.
const ProjectDetailsDialog = retryableLazy(() =>
  import('@/features/projects/project-details-dialog').then((module) => ({ default: module.ProjectDetailsDialog })),
);

/** The details dialog of the chosen project, its code fetched on first use. */
export function ProjectDetails({ project, categoryName, onClose }: ProjectDetailsProps) {
  return (
    <LazyOverlay opened={project !== null} load={ProjectDetailsDialog.preload} label="the project details">
      {(opened) => <ProjectDetailsDialog project={opened ? project : null} categoryName={categoryName} onClose={onClose} />}
    </LazyOverlay>
  );
}
