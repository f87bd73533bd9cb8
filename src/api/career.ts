import { submitJob } from '@contracts/career/submit-job';
import { getCareer } from '@contracts/career/get-career';
import { getJobDetails } from '@contracts/career/get-job-details';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { endpointMutation, endpointQuery } from '@/api/endpoint-options';

export const careerQueries = {
  all: () => ['career'] as const,
  list: () => endpointQuery([...careerQueries.all(), 'list'], getCareer, (reply) => reply.data),
  job: (id: string | number) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'job', String(id)],
      queryFn: ({ signal }) => request(getJobDetails, { params: { id }, signal }).then((reply) => reply.data),
    }),
};

export const careerMutations = {
  apply: () => endpointMutation([...careerQueries.all(), 'apply'], submitJob),
};
