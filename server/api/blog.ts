import { Hono } from 'hono';
import { getBlogs } from '../../contracts/blog/get-blogs.ts';
import { getFeaturedPosts } from '../../contracts/blog/get-featured-posts.ts';
import { getLatestPosts } from '../../contracts/blog/get-latest-posts.ts';
import { getPostDetails } from '../../contracts/blog/get-post-details.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { failure, reply } from '../reply.ts';

export const POSTS_PER_PAGE = 6;

interface PostRow {
  id: number;
  title: string;
  slug: string;
  author: string | null;
  thumbnail: string | null;
  content: string;
  is_featured: number;
  created_at: string;
  updated_at: string;
}

/** A post shows dated by its publication (the back office may set it), falling back to when it was written. */
const POST_COLUMNS =
  'id, title, slug, author, thumbnail, content, is_featured, COALESCE(published_at, created_at) AS created_at, updated_at';
const NEWEST_FIRST = 'ORDER BY COALESCE(published_at, created_at) DESC, id DESC';
/** Drafts and posts dated in the future stay out of every public call. */
const VISIBLE = "status = 'published' AND COALESCE(published_at, created_at) <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Laravel's paginator reads `?page=` leniently: anything that is not a whole
 * number of at least 1 means page 1, so a hand-edited URL never errors.
 */
function pageFrom(raw: string | undefined): number {
  return raw !== undefined && /^\d+$/.test(raw.trim()) && Number(raw) >= 1 ? Math.min(Number(raw), 1_000_000) : 1;
}

/**
 * Laravel's LengthAwarePaginator JSON; a page past the end has empty `data` and null `from`/`to`.
 * Its links start with SITE_URL, never with the request's `Host` (anyone's to
 * write, and cached pages would hand it on); without SITE_URL they are relative.
 */
function paginate(sql: Sql, siteUrl: string | undefined, pathname: string, where: string, page: number) {
  const total = sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM posts ${where}`)?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const data = sql.all<PostRow>(
    `SELECT ${POST_COLUMNS} FROM posts ${where} ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
    POSTS_PER_PAGE,
    (page - 1) * POSTS_PER_PAGE,
  );
  const path = `${(siteUrl ?? '').replace(/\/+$/, '')}${pathname}`;
  const pageUrl = (n: number) => `${path}?page=${n}`;
  const from = data.length > 0 ? (page - 1) * POSTS_PER_PAGE + 1 : null;
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: POSTS_PER_PAGE,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

/** The slug a post renamed in the back office now has, for a retired slug no live post uses. */
export function currentSlugFor(sql: Sql, oldSlug: string): string | undefined {
  return sql.get<{ slug: string }>(
    `SELECT p.slug FROM post_old_slugs o JOIN posts p ON p.id = o.post_id
     WHERE o.slug = ? AND NOT EXISTS (SELECT 1 FROM posts live WHERE live.slug = o.slug)`,
    oldSlug,
  )?.slug;
}

export function blogRoutes({ sql, siteUrl }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(getBlogs.path, (c) =>
    reply(c, getBlogs, { data: sql.all<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE ${VISIBLE} ${NEWEST_FIRST}`) }),
  );

  app.get(getFeaturedPosts.path, (c) =>
    reply(c, getFeaturedPosts, { data: paginate(sql, siteUrl, getFeaturedPosts.path, `WHERE ${VISIBLE} AND is_featured = 1`, pageFrom(c.req.query('page'))) }),
  );

  app.get(getLatestPosts.path, (c) =>
    reply(c, getLatestPosts, { data: paginate(sql, siteUrl, getLatestPosts.path, `WHERE ${VISIBLE}`, pageFrom(c.req.query('page'))) }),
  );

  app.get(getPostDetails.path, (c) => {
    // A retired slug (the back office renamed the post) reads as the post under its current one,
    // whose `slug` tells the page to move; a full page load gets a 301 first (server/site.ts).
    const slug = c.req.param('slug');
    const current = currentSlugFor(sql, slug) ?? slug;
    const post = sql.get<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE slug = ? AND ${VISIBLE}`, current);
    return post ? reply(c, getPostDetails, { data: post }) : failure(c, 'Post not found.', 404);
  });

  return app;
}
