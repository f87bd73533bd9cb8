import { getCategories } from '@contracts/projects/get-categories';
import { getProjects } from '@contracts/projects/get-projects';
import { endpointQuery } from '@/api/endpoint-options';

export const projectQueries = {
  all: () => ['projects'] as const,
  list: () => endpointQuery([...projectQueries.all(), 'list'], getProjects, (reply) => reply.data),
  categories: () => endpointQuery([...projectQueries.all(), 'categories'], getCategories, (reply) => reply.data),
};
