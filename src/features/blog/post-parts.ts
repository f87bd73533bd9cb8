import { deferred } from '@/components/deferred';

/*
 * The post's text (with its sanitiser, DOMPurify) and the latest-articles sidebar are taken
 * over after the post's first screen, each from a chunk of its own (src/components/deferred.tsx);
 * the route's loader preloads them. A module of its own: the loader is in every page's
 * entry, and what it imports is too.
 */
export const PostBody = deferred('the article', () => import('@/features/blog/post-body').then((module) => ({ default: module.PostBody })));
export const LatestSidebar = deferred('the latest articles', () =>
  import('@/features/blog/latest-sidebar').then((module) => ({ default: module.LatestSidebar })),
);
export const POST_PARTS = [PostBody, LatestSidebar] as const;
