/** SPEC §8: the blog's own words for its states. */
export const BLOG_LIST_FAILED = 'Failed to load blog posts.';
export const BLOG_LIST_EMPTY = 'No blog posts found.';
export const POST_FAILED = 'Failed to load blog post.';
export const POST_NOT_FOUND = 'Post Not Found';
