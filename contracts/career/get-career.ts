import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Job } from './job.ts';

export const getCareer = defineEndpoint({
  name: 'getCareer',
  description: 'The open positions.',
  method: 'GET',
  path: '/api/career',
  response: v.object({ data: v.array(Job) }),
});
