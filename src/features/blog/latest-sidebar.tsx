import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { LocalDate } from '@/components/local-date';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import blog from '@/features/blog/blog.module.css';
import { BLOG_LIST_EMPTY, BLOG_LIST_FAILED } from '@/features/blog/messages';
import { PostLabel } from '@/features/blog/post-card';
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/blog/post.module.css';
import { excerptOfText } from '@/lib/text';
import markup from '@/styles/markup.module.css';

/** SPEC §9: sidebar excerpts are 60 characters of the post's text. */
export const SIDEBAR_EXCERPT_LENGTH = 60;
const SIDEBAR_SKELETONS = 3;
const SIDEBAR_LIMIT = 5;

/**
 * 'Latest Articles' beside a post: the newest featured posts, without the one being read.
 * SPEC §2 gives each item a 'Featured' badge, which is true of every post this lists.
 */
export function LatestSidebar({ currentSlug }: { currentSlug?: string }) {
  return (
    <aside aria-labelledby="sidebar-latest" className={classes.sidebar}>
      <h2 id="sidebar-latest" className={classes.sidebarTitle}>
        Latest Articles
      </h2>
      <QueryBoundary fallback={<SidebarSkeleton />} errorMessage={BLOG_LIST_FAILED}>
        <SidebarList currentSlug={currentSlug} />
      </QueryBoundary>
    </aside>
  );
}

function SidebarSkeleton() {
  return (
    <div className={classes.sidebarSkeletons} role="status" aria-label="Loading latest articles">
      {Array.from({ length: SIDEBAR_SKELETONS }, (_, index) => (
        <div key={index} className={classes.sidebarItem} data-testid="sidebar-skeleton" aria-hidden>
          <SkeletonBlock h={18} w={68} radius="sm" />
          <SkeletonBlock h={18} w="90%" />
          <SkeletonBlock h={12} />
          <SkeletonBlock h={12} w={96} />
        </div>
      ))}
    </div>
  );
}

function SidebarList({ currentSlug }: { currentSlug?: string | undefined }) {
  const { data: featured } = useSuspenseQuery(blogQueries.featured());
  const posts = featured.filter((post) => post.slug !== currentSlug).slice(0, SIDEBAR_LIMIT);
  if (posts.length === 0) return <StatusMessage kind="empty" message={BLOG_LIST_EMPTY} />;
  return (
    <ul className={classes.sidebarList}>
      {posts.map((post) => (
        <li key={post.id} className={classes.sidebarItem}>
          <PostLabel label="Featured" small />
          <h3 className={`${markup.title} ${classes.sidebarItemTitle}`}>
            <Link to="/blog/$slug" params={{ slug: post.slug }} className={blog.stretchedLink}>
              {post.title}
            </Link>
          </h3>
          <p className={`${markup.text} ${markup.dimmed} ${classes.sidebarExcerpt}`}>{excerptOfText(post.text, SIDEBAR_EXCERPT_LENGTH)}</p>
          <p className={`${markup.text} ${markup.dimmed} ${classes.sidebarDate}`}>
            <LocalDate value={post.created_at} />
          </p>
        </li>
      ))}
    </ul>
  );
}
