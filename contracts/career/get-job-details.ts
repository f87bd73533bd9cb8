import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Job } from './job.ts';

export const getJobDetails = defineEndpoint({
  name: 'getJobDetails',
  method: 'GET',
  path: '/api/circular/details/:id',
  response: v.object({ data: Job }),
});
