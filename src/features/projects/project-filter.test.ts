import { getCategories } from '@contracts/projects/get-categories';
import { getProjects } from '@contracts/projects/get-projects';
import { Project, type ProjectCategory } from '@contracts/projects/project';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterProjects, isFeatured, projectCategoryName } from '@/features/projects/project-filter';
import { fixture } from '@/test/fixtures';

const projects = v.parse(getProjects.response, fixture(getProjects)).data;
const categories = v.parse(getCategories.response, fixture(getCategories)).data;
const titles = (list: { title: string }[]) => list.map((project) => project.title);
const byTitle = (title: string) => projects.find((project) => project.title === title)!;

describe('projectCategoryName', () => {
  it('uses the category a project names itself, embedded or as a string', () => {
    expect(projectCategoryName(byTitle('ShopNest Marketplace'), categories)).toBe('E-commerce');
    expect(projectCategoryName(byTitle('MediCare Pharmacy Suite'), categories)).toBe('Business Software');
  });

  it('looks up category_id among the categories, whether the id is a number or a numeric string', () => {
    expect(projectCategoryName(byTitle('RideBuddy'), categories)).toBe('Mobile App');
    expect(projectCategoryName(byTitle('Agency Portfolio'), categories)).toBe('Web Development');
  });

  it('gives null when nothing names the category', () => {
    expect(projectCategoryName(byTitle('RideBuddy'), [])).toBeNull();
  });
});

describe('filterProjects', () => {
  it("keeps every project for 'all', in any case", () => {
    expect(filterProjects(projects, categories, ALL_CATEGORIES)).toHaveLength(projects.length);
    expect(filterProjects(projects, categories, 'ALL')).toHaveLength(projects.length);
  });

  it('matches category names ignoring case', () => {
    expect(titles(filterProjects(projects, categories, 'e-commerce'))).toEqual(['ShopNest Marketplace']);
    expect(titles(filterProjects(projects, categories, 'BUSINESS SOFTWARE'))).toEqual(['MediCare Pharmacy Suite']);
  });

  it('matches a project by its category_id when the categories name it differently cased', () => {
    const lowerCased: ProjectCategory[] = categories.map((category) => ({ ...category, name: category.name.toLowerCase() }));
    expect(titles(filterProjects(projects, lowerCased, 'Mobile App'))).toEqual(['RideBuddy']);
  });

  it('finds nothing for an unknown category', () => {
    expect(filterProjects(projects, categories, 'Games')).toEqual([]);
  });
});

describe('isFeatured', () => {
  const withTechnologies = (count: number) =>
    v.parse(Project, { id: 9, title: 'T', technology: JSON.stringify(Array.from({ length: count }, (_, index) => `Tech ${index}`)) });

  it('features a project with 5 or more technologies, not one with 4', () => {
    expect(isFeatured(withTechnologies(4))).toBe(false);
    expect(isFeatured(withTechnologies(5))).toBe(true);
    expect(isFeatured(withTechnologies(6))).toBe(true);
  });
});
