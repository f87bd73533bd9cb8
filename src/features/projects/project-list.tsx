import type { Project } from '@contracts/projects/project';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { projectQueries } from '@/api/projects';
import { QueryStatus } from '@/components/query-status';
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
  const categories = useQuery(projectQueries.categories());
  // The list's data is the chosen category's projects, so 'No projects found.' reads the same list as the cards.
  const chosen = useCallback((projects: Project[]) => filterProjects(projects, categories.data, category), [categories.data, category]);
  const projects = useQuery({ ...projectQueries.list(), select: chosen });
  const [opened, setOpened] = useState<Project | null>(null);
  const categoryName = (project: Project) => projectCategoryName(project, categories.data);

  return (
    <>
      <CategoryFilter categories={categories.data} loading={categories.isPending} value={category} onChange={onCategoryChange} />
      <QueryStatus
        query={projects}
        skeleton={skeleton}
        errorMessage={PROJECTS_FAILED}
        emptyMessage={NO_PROJECTS}
        emptyAction={
          // Compared as the filter compares, so 'All' from an address counts as every project.
          category.trim().toLowerCase() !== ALL_CATEGORIES && (
            <Button variant="light" onClick={() => onCategoryChange(ALL_CATEGORIES)}>
              Show All Projects
            </Button>
          )
        }
      >
        {(visible) => children(visible, (project) => ({ project, categoryName: categoryName(project), onOpen: setOpened }))}
      </QueryStatus>
      <ProjectDetails project={opened} categoryName={opened ? categoryName(opened) : null} onClose={() => setOpened(null)} />
    </>
  );
}
