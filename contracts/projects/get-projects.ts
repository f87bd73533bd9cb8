import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Project } from './project.ts';

export const getProjects = defineEndpoint({
  name: 'getProjects',
  description: 'The portfolio: every project with its category, technologies, link and thumbnail.',
  method: 'GET',
  path: '/api/projects',
  response: v.object({ data: v.array(Project) }),
});
