/** Sending a job application: apart from the jobs' queries (career.ts), which the routes' loaders put in every page's entry. */
import { submitJob } from '@contracts/career/submit-job';
import { careerQueries } from '@/api/career';
import { endpointMutation } from '@/api/endpoint-options';

export const applicationMutations = {
  apply: () => endpointMutation([...careerQueries.all(), 'apply'], submitJob),
};
