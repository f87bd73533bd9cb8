import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminJob } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listJobs = defineEndpoint({
  name: 'listJobs',
  description: 'Every job, open or closed.',
  method: 'GET',
  path: '/api/admin/jobs',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminJob) }),
});
