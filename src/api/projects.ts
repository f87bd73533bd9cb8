import { getCategories } from '@contracts/projects/get-categories';
import { getProjects } from '@contracts/projects/get-projects';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const projectQueries = {
  all: () => ['projects'] as const,
  list: () =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'list'],
      queryFn: ({ signal }) => request(getProjects, { signal }).then((reply) => reply.data),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'categories'],
      queryFn: ({ signal }) => request(getCategories, { signal }).then((reply) => reply.data),
    }),
};
