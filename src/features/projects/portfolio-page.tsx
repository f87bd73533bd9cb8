import type { Project } from '@contracts/projects/project';
import { Box, Button, Container, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { projectQueries } from '@/api/projects';
import { PageHero } from '@/components/sections/page-hero';
import { StatusMessage } from '@/components/status-message';
import { CategoryFilter } from '@/features/projects/category-filter';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/project-card';
import { ProjectDetails } from '@/features/projects/project-details';
import { ALL_CATEGORIES, filterProjects, projectCategoryName } from '@/features/projects/project-filter';
import { NO_PROJECTS, PROJECTS_FAILED } from '@/features/projects/projects-section';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

interface PortfolioPageProps {
  /** The chosen category name, or 'all'. */
  category: string;
  onCategoryChange: (category: string) => void;
}

/** /portfolio: every project by category, with their details (SPEC §2). */
export function PortfolioPage({ category, onCategoryChange }: PortfolioPageProps) {
  const projects = useQuery(projectQueries.list());
  const categories = useQuery(projectQueries.categories());
  const [opened, setOpened] = useState<Project | null>(null);
  const visible = useMemo(
    () => filterProjects(projects.data ?? [], categories.data, category),
    [projects.data, categories.data, category],
  );

  let content;
  if (projects.isPending) {
    content = (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label="Loading projects">
        {Array.from({ length: 6 }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  } else if (projects.isError) {
    content = <StatusMessage kind="error" message={PROJECTS_FAILED} onRetry={() => void projects.refetch()} />;
  } else if (visible.length === 0) {
    content = (
      <StatusMessage
        kind="empty"
        message={NO_PROJECTS}
        action={
          category.toLowerCase() !== ALL_CATEGORIES && (
            <Button variant="light" onClick={() => onCategoryChange(ALL_CATEGORIES)}>
              Show all projects
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
        {visible.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            categoryName={projectCategoryName(project, categories.data)}
            onOpen={setOpened}
            headingOrder={2}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Work we are proud of"
        subtitle="Websites, apps and business software built for companies in Bangladesh and abroad."
        breadcrumb={[{ label: 'Portfolio' }]}
      />
      <Box component="section" aria-label="Projects" py={{ base: 48, md: 72 }}>
        <Container size="lg">
          <CategoryFilter
            categories={categories.data}
            loading={categories.isPending}
            value={category}
            onChange={onCategoryChange}
          />
          {content}
        </Container>
      </Box>
      <ProjectDetails
        project={opened}
        categoryName={opened ? projectCategoryName(opened, categories.data) : null}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
