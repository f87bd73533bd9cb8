import type { Project } from '@contracts/projects/project';
import { Box, Button, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { projectQueries } from '@/api/projects';
import { Carousel } from '@/components/carousel/carousel';
import { CarouselSkeleton } from '@/components/carousel/carousel-skeleton';
import { SectionHeader } from '@/components/section-header';
import { StatusMessage } from '@/components/status-message';
import { CategoryFilter } from '@/features/projects/category-filter';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/project-card';
import { ProjectDetails } from '@/features/projects/project-details';
import { ALL_CATEGORIES, filterProjects, projectCategoryName } from '@/features/projects/project-filter';

export const PROJECTS_FAILED = 'Failed to load projects.';
export const NO_PROJECTS = 'No projects found.';

/** Home 'Our Projects': category filter, a carousel of project cards and their details (SPEC §2, §4, §9). */
export function ProjectsSection() {
  const projects = useQuery(projectQueries.list());
  const categories = useQuery(projectQueries.categories());
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [opened, setOpened] = useState<Project | null>(null);
  const visible = useMemo(
    () => filterProjects(projects.data ?? [], categories.data, category),
    [projects.data, categories.data, category],
  );

  let content;
  if (projects.isPending) {
    content = (
      <CarouselSkeleton label="Loading projects" maxPerView={3}>
        <ProjectCardSkeleton />
        <ProjectCardSkeleton />
        <ProjectCardSkeleton />
      </CarouselSkeleton>
    );
  } else if (projects.isError) {
    content = <StatusMessage kind="error" message={PROJECTS_FAILED} onRetry={() => void projects.refetch()} />;
  } else if (visible.length === 0) {
    content = (
      <StatusMessage
        kind="empty"
        message={NO_PROJECTS}
        action={
          category !== ALL_CATEGORIES && (
            <Button variant="light" onClick={() => setCategory(ALL_CATEGORIES)}>
              Show all projects
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <Carousel
        // A new filter starts a new carousel at its first slide.
        key={category.toLowerCase()}
        label="Projects"
        itemName="project"
        maxPerView={3}
        durationMs={500}
        autoplayMs={4000}
        loop={visible.length > 2}
        slides={visible.map((project) => ({
          key: project.id,
          content: (
            <ProjectCard project={project} categoryName={projectCategoryName(project, categories.data)} onOpen={setOpened} />
          ),
        }))}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="projects-title" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SectionHeader
          id="projects-title"
          eyebrow="Portfolio"
          title="Our Projects"
          subtitle="A few of the 500+ websites, apps and systems we have shipped."
        />
        <CategoryFilter
          categories={categories.data}
          loading={categories.isPending}
          value={category}
          onChange={setCategory}
        />
        {content}
      </Container>
      <ProjectDetails
        project={opened}
        categoryName={opened ? projectCategoryName(opened, categories.data) : null}
        onClose={() => setOpened(null)}
      />
    </Box>
  );
}
