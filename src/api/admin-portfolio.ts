import { createCategory } from '@contracts/admin/create-category';
import { createProject } from '@contracts/admin/create-project';
import { deleteCategory } from '@contracts/admin/delete-category';
import { deleteProject } from '@contracts/admin/delete-project';
import { listCategories } from '@contracts/admin/list-categories';
import { listProjects } from '@contracts/admin/list-projects';
import { updateCategory } from '@contracts/admin/update-category';
import { updateProject } from '@contracts/admin/update-project';
import { contentResource } from '@/api/admin-crud';

export const { queries: projectQueries, mutations: projectMutations } = contentResource('projects', {
  list: listProjects,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
});

export const { queries: categoryQueries, mutations: categoryMutations } = contentResource('categories', {
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
});
