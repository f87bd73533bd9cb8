import { createTeamMember } from '@contracts/admin/create-team-member';
import { createTeamSection } from '@contracts/admin/create-team-section';
import { deleteTeamMember } from '@contracts/admin/delete-team-member';
import { deleteTeamSection } from '@contracts/admin/delete-team-section';
import { listTeamSections } from '@contracts/admin/list-team-sections';
import { updateTeamMember } from '@contracts/admin/update-team-member';
import { updateTeamSection } from '@contracts/admin/update-team-section';
import { contentResource } from '@/api/admin-crud';

export const { queries: teamQueries, mutations: teamSectionMutations } = contentResource('team', {
  list: listTeamSections,
  create: createTeamSection,
  update: updateTeamSection,
  remove: deleteTeamSection,
});

/** Members are listed inside their sections, so they share the sections' key. */
export const { mutations: teamMemberMutations } = contentResource('team', {
  list: listTeamSections,
  create: createTeamMember,
  update: updateTeamMember,
  remove: deleteTeamMember,
});
