/**
 * A job's address: /career/job-description/{slug} and /career/apply-job/{slug}, where the
 * parameter is a job's readable slug or its id (SPEC §2: both readings fill it).
 */
import type { Job } from '@contracts/career/job';

/** 'Senior Laravel Developer' -> 'senior-laravel-developer', 'UI/UX Designer' -> 'ui-ux-designer'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The readable URL segment of a job; its id when the title has no letters or digits to slug. */
export const jobSlug = (job: Pick<Job, 'id' | 'job_title'>) => slugify(job.job_title) || String(job.id);

/** SPEC §2: the route parameter is a job's id or its slug; a whole number is an id. */
export const isJobId = (param: string) => /^\d+$/.test(param.trim());

/** The id a parameter names: itself when it is a number, else the job whose slug it is. */
export function resolveJobId(param: string, jobs: readonly Job[] | undefined): string | number | null {
  if (isJobId(param)) return param.trim();
  const slug = slugify(param);
  return jobs?.find((job) => slugify(job.job_title) === slug)?.id ?? null;
}
