import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Job } from './job.ts';

export const getJobDetails = defineEndpoint({
  name: 'getJobDetails',
  description: 'One job by its id, with its HTML description and deadline; 404 when there is none.',
  method: 'GET',
  path: '/api/circular/details/:id',
  response: v.object({ data: Job }),
});
