import { getTeamMembers } from '@contracts/team/get-team-members';
import { endpointQuery } from '@/api/endpoint-options';

export const teamQueries = {
  all: () => ['team'] as const,
  sections: () => endpointQuery([...teamQueries.all(), 'sections'], getTeamMembers, (reply) => reply.data),
};
