import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { ProjectCategory } from './project.ts';

export const getCategories = defineEndpoint({
  name: 'getCategories',
  description: 'The portfolio categories the projects are filed under.',
  method: 'GET',
  path: '/api/categories',
  response: v.object({ data: v.array(ProjectCategory) }),
});
