import { type JobApplication, submitJob } from '@contracts/career/submit-job';
import { getCareer } from '@contracts/career/get-career';
import { getCircularDetails } from '@contracts/career/get-circular-details';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const careerQueries = {
  all: () => ['career'] as const,
  list: () =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'list'],
      queryFn: ({ signal }) => request(getCareer, { signal }).then((reply) => reply.data),
    }),
  circular: (id: string | number) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'circular', String(id)],
      queryFn: ({ signal }) => request(getCircularDetails, { params: { id }, signal }).then((reply) => reply.data),
    }),
};

export const careerMutations = {
  apply: () =>
    mutationOptions({
      mutationKey: [...careerQueries.all(), 'apply'],
      mutationFn: (application: JobApplication) => request(submitJob, { body: application }),
    }),
};
