import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Id, OptionalText } from '../shared.ts';

export const TeamMember = v.object({
  id: v.optional(Id),
  name: v.string(),
  designation: OptionalText,
  /** Paths starting with `upload/` live on the back-office host. */
  image: OptionalText,
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const TeamSection = v.object({
  section_name: v.string(),
  members: v.optional(v.array(TeamMember), []),
});
export type TeamSection = v.InferOutput<typeof TeamSection>;

export const getTeamMembers = defineEndpoint({
  name: 'getTeamMembers',
  description: 'The team, in sections (management, engineering and so on), each member with name, designation and photo.',
  method: 'GET',
  path: '/api/team-members',
  response: v.object({ data: v.array(TeamSection) }),
});
