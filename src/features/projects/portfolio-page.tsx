import { SitePageHero } from '@/components/sections/page-hero';
import { ProjectCard, ProjectCardSkeleton } from '@/features/projects/project-card';
import { ProjectList } from '@/features/projects/project-list';
import { blockPadding, LayoutGrid } from '@/components/layout-grid/layout-grid';
import markup from '@/styles/markup.module.css';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

interface PortfolioPageProps {
  /** The chosen category name, or 'all'. */
  category: string;
  onCategoryChange: (category: string) => void;
}

/** /portfolio: every project by category, with their details (SPEC §2). */
export function PortfolioPage({ category, onCategoryChange }: PortfolioPageProps) {
  return (
    <>
      <SitePageHero page="portfolio" />
      <section aria-label="Projects" {...blockPadding(48, 72)}>
        <div className={markup.container}>
          <ProjectList
            category={category}
            onCategoryChange={onCategoryChange}
            skeleton={
              <LayoutGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label="Loading projects">
                {Array.from({ length: 6 }, (_, index) => (
                  <ProjectCardSkeleton key={index} />
                ))}
              </LayoutGrid>
            }
          >
            {(projects, card) => (
              <LayoutGrid cols={GRID_COLUMNS} spacing="lg">
                {projects.map((project, index) => (
                  <ProjectCard key={project.id} {...card(project)} headingOrder={2} priority={index === 0} />
                ))}
              </LayoutGrid>
            )}
          </ProjectList>
        </div>
      </section>
    </>
  );
}
