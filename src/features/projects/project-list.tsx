import type { Project, ProjectCategory } from '@contracts/projects/project';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { projectQueries } from '@/api/projects';
import { PlainButton } from '@/components/plain-button';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { CategoryFilter } from '@/features/projects/category-filter';
import type { ProjectCardProps } from '@/features/projects/project-card';
import { ProjectDetails } from '@/features/projects/project-details';
import { ALL_CATEGORIES, filterProjects, projectCategoryName } from '@/features/projects/project-filter';

const PROJECTS_FAILED = 'Failed to load projects.';
const NO_PROJECTS = 'No projects found.';

type CardProps = Pick<ProjectCardProps, 'project' | 'categoryName' | 'onOpen'>;

interface ProjectListProps {
  /** The chosen category name, or 'all'. */
  category: string;
  onCategoryChange: (category: string) => void;
  /** Placeholders while the projects load. */
  skeleton: ReactNode;
  /** The projects of the chosen category, laid out by the caller; `card` gives each card's props. */
  children: (projects: readonly Project[], card: (project: Project) => CardProps) => ReactNode;
}

/**
 * A filtered list of projects in every state, the same on the home page and
 * the portfolio (SPEC §2, §4): the category filter, placeholders, the failure
 * with a retry, 'No projects found.' with a way back to every project, the
 * cards, and the details dialog of the card opened.
 */
export function ProjectList({ category, onCategoryChange, skeleton, children }: ProjectListProps) {
  const [opened, setOpened] = useState<{ project: Project; categoryName: string | null } | null>(null);
  const filter = (categories: readonly ProjectCategory[], loading: boolean) => (
    <CategoryFilter categories={categories} loading={loading} value={category} onChange={onCategoryChange} />
  );

  return (
    <>
      {/* Without the categories, 'All' still lists every project. */}
      <QueryBoundary fallback={filter([], true)} errorFallback={filter([], false)}>
        <Categories>{(categories) => filter(categories, false)}</Categories>
      </QueryBoundary>
      <QueryBoundary fallback={skeleton} errorMessage={PROJECTS_FAILED}>
        <Projects category={category} onCategoryChange={onCategoryChange} onOpen={setOpened}>
          {children}
        </Projects>
      </QueryBoundary>
      <ProjectDetails project={opened?.project ?? null} categoryName={opened?.categoryName ?? null} onClose={() => setOpened(null)} />
    </>
  );
}

function Categories({ children }: { children: (categories: readonly ProjectCategory[]) => ReactNode }) {
  const { data: categories } = useSuspenseQuery(projectQueries.categories());
  return children(categories);
}

interface ProjectsProps extends Pick<ProjectListProps, 'category' | 'onCategoryChange' | 'children'> {
  onOpen: (opened: { project: Project; categoryName: string | null }) => void;
}

/** The chosen category's projects, matched by category name (the categories name the ids). */
function Projects({ category, onCategoryChange, onOpen, children }: ProjectsProps) {
  const { data: projects } = useSuspenseQuery(projectQueries.list());
  const { data: categories } = useSuspenseQuery(projectQueries.categories());
  const visible = filterProjects(projects, categories, category);
  const categoryName = (project: Project) => projectCategoryName(project, categories);

  if (visible.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        message={NO_PROJECTS}
        action={
          // Compared as the filter compares, so 'All' from an address counts as every project.
          category.trim().toLowerCase() !== ALL_CATEGORIES && (
            <PlainButton variant="light" onClick={() => onCategoryChange(ALL_CATEGORIES)}>
              Show All Projects
            </PlainButton>
          )
        }
      />
    );
  }
  return children(visible, (project) => ({
    project,
    categoryName: categoryName(project),
    onOpen: (chosen) => onOpen({ project: chosen, categoryName: categoryName(chosen) }),
  }));
}
