import { getTeamMembers } from '@contracts/team/get-team-members';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const teamQueries = {
  all: () => ['team'] as const,
  sections: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'sections'],
      queryFn: ({ signal }) => request(getTeamMembers, { signal }).then((reply) => reply.data),
    }),
};
