import { formatDateGB } from '@/lib/format';

/** SPEC §2: the fixed office schedule shown on every job. */
export const JOB_SCHEDULE = 'Saturday to Thursday (09:00 AM - 06:00 PM)';
/** SPEC §3: shown when a job names no experience. */
export const DEFAULT_EXPERIENCE = '2 Year+';
/** SPEC §8: the career pages' failure message. */
export const CAREER_LOAD_FAILED = 'Error loading data';
export const APPLICATIONS_CLOSED = 'Applications closed';
export const JOB_NOT_FOUND = 'Job Not Found';

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
