import type { Job } from '@contracts/career/job';
import type { QueryClient } from '@tanstack/react-query';
import { careerQueries } from '@/api/career';
import { formatDateGB } from '@/lib/format';

/** SPEC §2: the fixed office schedule shown on every job. */
export const JOB_SCHEDULE = 'Saturday to Thursday (09:00 AM - 06:00 PM)';
/** SPEC §3: shown when a job names no experience. */
export const DEFAULT_EXPERIENCE = '2 Year+';
/** SPEC §8: the career pages' failure message. */
export const CAREER_LOAD_FAILED = 'Error loading data';
export const APPLICATIONS_CLOSED = 'Applications closed';
export const JOB_NOT_FOUND = 'Job Not Found';

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

/**
 * For route loaders: fetch (or read from the cache) the job a parameter names,
 * through the same queries the pages read. Null when there is no such job.
 */
export async function loadJob(queryClient: QueryClient, param: string): Promise<Job | null> {
  // Cached data is used at once and refreshed in the background; the pages do not fetch again on mount.
  const jobs = isJobId(param) ? undefined : await queryClient.ensureQueryData({ ...careerQueries.list(), revalidateIfStale: true });
  const id = resolveJobId(param, jobs);
  return id === null ? null : queryClient.ensureQueryData({ ...careerQueries.job(id), revalidateIfStale: true });
}

/** Today's date in Dhaka (UTC+6), where the deadlines are set, as YYYY-MM-DD. */
function dhakaToday(now: Date): string {
  return new Date(now.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Applications close after the deadline day ends in Dhaka; the day itself still counts. */
export function isDeadlinePassed(deadline: string | null, now = new Date()): boolean {
  if (!deadline) return false;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(deadline)?.[0];
  if (day) return day < dhakaToday(now);
  const time = new Date(deadline).getTime();
  return Number.isFinite(time) && time < now.getTime();
}

/** '2026-12-31' -> '31 Dec 2026' (the site's one date format), the same calendar day wherever the reader is. */
export function formatDeadline(deadline: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(deadline)?.[0];
  return formatDateGB(day ?? deadline, { utc: true });
}
