import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminJob, JobInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createJob = defineEndpoint({
  name: 'createJob',
  description: 'Opens a job with every field the career pages show; its description is sanitised on save.',
  method: 'POST',
  path: '/api/admin/jobs',
  auth: true,
  staff: 'editor',
  request: JobInput,
  response: Saved(AdminJob),
});
