import { getCareer } from '@contracts/career/get-career';
import { describe, expect, it } from 'vitest';
import { jobSlug, resolveJobId, slugify } from '@/lib/job-slug';
import { fixture } from '@/test/fixtures';

const jobs = fixture(getCareer).data;

describe('slugify', () => {
  it.each([
    ['Senior Laravel Developer', 'senior-laravel-developer'],
    ['UI/UX Designer', 'ui-ux-designer'],
    ['WordPress Developer (Intern)', 'wordpress-developer-intern'],
    ['  Café & Bar  ', 'cafe-and-bar'],
  ])('makes %s into %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('falls back to the id for a title without letters or digits', () => {
    expect(jobSlug({ id: 9, job_title: '***' })).toBe('9');
  });
});

describe('resolveJobId', () => {
  it('reads a number as an id without the list', () => {
    expect(resolveJobId('8', undefined)).toBe('8');
  });

  it('finds the id of the job whose title makes the slug', () => {
    expect(resolveJobId('ui-ux-designer', jobs)).toBe(jobs[1].id);
    expect(resolveJobId(slugify(jobs[0].job_title), jobs)).toBe(jobs[0].id);
  });

  it('gives null for a slug no job has', () => {
    expect(resolveJobId('chief-happiness-officer', jobs)).toBeNull();
  });
});
