import * as v from 'valibot';
import { Id, OptionalText } from '../shared.ts';

export const Job = v.object({
  id: Id,
  job_title: v.string(),
  department: OptionalText,
  employment_type: OptionalText,
  working_type: OptionalText,
  location: OptionalText,
  salary_range: OptionalText,
  /** Shown as '2 Year+' when absent (SPEC §3). */
  experience: OptionalText,
  /** HTML from the provider: sanitise before it reaches the DOM. */
  description: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((value) => value ?? '')),
  /** Last day to apply, `YYYY-MM-DD`. */
  deadline: OptionalText,
  /** When the position was published (JobPosting's datePosted); older replies may lack it. */
  created_at: OptionalText,
});
export type Job = v.InferOutput<typeof Job>;
