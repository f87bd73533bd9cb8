import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminJob, JobInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updateJob = defineEndpoint({
  name: 'updateJob',
  description: 'Changes a job; its description is sanitised on save.',
  method: 'POST',
  path: '/api/admin/jobs/:id',
  auth: true,
  staff: 'editor',
  request: JobInput,
  response: Saved(AdminJob),
});
