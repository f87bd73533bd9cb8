import { createJob } from '@contracts/admin/create-job';
import { deleteJob } from '@contracts/admin/delete-job';
import { listJobs } from '@contracts/admin/list-jobs';
import { updateJob } from '@contracts/admin/update-job';
import { contentResource } from '@/api/admin-crud';

export const { queries: jobQueries, mutations: jobMutations } = contentResource('jobs', {
  list: listJobs,
  create: createJob,
  update: updateJob,
  remove: deleteJob,
});
