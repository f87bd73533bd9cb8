import { createPost } from '@contracts/admin/create-post';
import { deletePost } from '@contracts/admin/delete-post';
import { listPosts } from '@contracts/admin/list-posts';
import { updatePost } from '@contracts/admin/update-post';
import { contentResource } from '@/api/admin-crud';

export const { queries: postQueries, mutations: postMutations } = contentResource('posts', {
  list: listPosts,
  create: createPost,
  update: updatePost,
  remove: deletePost,
});
