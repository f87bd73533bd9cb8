import { getCareer } from '@contracts/career/get-career';
import { getJobDetails } from '@contracts/career/get-job-details';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '@/api/client';
import { endpointQuery } from '@/api/endpoint-options';
import { isJobId, resolveJobId, slugify } from '@/lib/job-slug';

export const careerQueries = {
  all: () => ['career'] as const,
  list: () => endpointQuery([...careerQueries.all(), 'list'], getCareer, (reply) => reply.data),
  /**
   * The job a page's address names: by id, or by slug through the job list (read from the
   * cache when there). No job with that slug is the provider's 404, as for an unknown id.
   */
  job: (param: string) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'job', isJobId(param) ? param.trim() : slugify(param)],
      queryFn: async ({ client, signal }) => {
        const id = isJobId(param) ? param.trim() : resolveJobId(param, await client.ensureQueryData(careerQueries.list()));
        if (id === null) throw new ApiError({ kind: 'http', status: 404, message: 'Job not found.' });
        return request(getJobDetails, { params: { id }, signal }).then((reply) => reply.data);
      },
    }),
};
