import { useState } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import { CarouselSkeleton } from '@/components/carousel/carousel-skeleton';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/project-card';
import { ALL_CATEGORIES } from '@/features/projects/project-filter';
import { ProjectList } from '@/features/projects/project-list';
import { PROJECTS_DELIVERED } from '@/lib/company-figures';

/** Home 'Our Projects': category filter, a carousel of project cards and their details (SPEC §2, §4, §9). */
export function ProjectsSection() {
  const [category, setCategory] = useState(ALL_CATEGORIES);

  return (
    <Section labelledBy="projects-title">
      <SectionHeader
        id="projects-title"
        eyebrow="Portfolio"
        title="Our Projects"
        subtitle={`A few of the ${PROJECTS_DELIVERED.value} websites, apps and systems we have shipped.`}
      />
      <ProjectList
        category={category}
        onCategoryChange={setCategory}
        skeleton={
          <CarouselSkeleton label="Loading projects" maxPerView={3}>
            <ProjectCardSkeleton />
            <ProjectCardSkeleton />
            <ProjectCardSkeleton />
          </CarouselSkeleton>
        }
      >
        {(projects, card) => (
          <Carousel
            // A new filter starts a new carousel at its first slide.
            key={category.toLowerCase()}
            label="Projects"
            itemName="project"
            maxPerView={3}
            durationMs={500}
            autoplayMs={4000}
            loop={projects.length > 2}
            slides={projects.map((project) => ({ key: project.id, content: <ProjectCard {...card(project)} /> }))}
          />
        )}
      </ProjectList>
    </Section>
  );
}
