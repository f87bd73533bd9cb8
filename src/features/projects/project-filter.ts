import type { Project, ProjectCategory } from '@contracts/projects/project';

/** The filter value that shows every project (SPEC §2: the buttons start at 'all'). */
export const ALL_CATEGORIES = 'all';

/** SPEC §3: a project names its category itself, or by `category_id` among the categories. */
export function projectCategoryName(project: Project, categories: readonly ProjectCategory[] = []): string | null {
  if (project.category?.trim()) return project.category.trim();
  if (project.category_id == null) return null;
  return categories.find((category) => String(category.id) === String(project.category_id))?.name ?? null;
}

const normalise = (name: string) => name.trim().toLowerCase();

/** SPEC §4: projects whose category name matches the chosen one, ignoring case; 'all' keeps every project. */
export function filterProjects(
  projects: readonly Project[],
  categories: readonly ProjectCategory[] | undefined,
  selected: string,
): Project[] {
  if (normalise(selected) === ALL_CATEGORIES) return [...projects];
  return projects.filter((project) => {
    const name = projectCategoryName(project, categories);
    return name !== null && normalise(name) === normalise(selected);
  });
}

/** SPEC §9: a project with 5 or more technologies is featured. */
const FEATURED_MIN_TECHNOLOGIES = 5;
export const isFeatured = (project: Project) => project.technology.length >= FEATURED_MIN_TECHNOLOGIES;
