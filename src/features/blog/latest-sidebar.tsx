import { Badge, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { LocalDate } from '@/components/local-date';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import blog from '@/features/blog/blog.module.css';
import { BLOG_LIST_EMPTY, BLOG_LIST_FAILED } from '@/features/blog/messages';
import classes from '@/features/blog/post.module.css';
import { excerptOfText } from '@/lib/text';

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
      <Title order={2} id="sidebar-latest" className={classes.sidebarTitle}>
        Latest Articles
      </Title>
      <QueryBoundary fallback={<SidebarSkeleton />} errorMessage={BLOG_LIST_FAILED}>
        <SidebarList currentSlug={currentSlug} />
      </QueryBoundary>
    </aside>
  );
}

function SidebarSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading latest articles">
      {Array.from({ length: SIDEBAR_SKELETONS }, (_, index) => (
        <div key={index} className={classes.sidebarItem} data-testid="sidebar-skeleton" aria-hidden>
          <Skeleton height={18} width={68} radius="sm" />
          <Skeleton height={18} width="90%" />
          <Skeleton height={12} />
          <Skeleton height={12} width={96} />
        </div>
      ))}
    </Stack>
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
          <Badge variant="filled" color="accent.4" autoContrast radius="sm" size="sm">
            Featured
          </Badge>
          <Title order={3} className={classes.sidebarItemTitle}>
            <Link to="/blog/$slug" params={{ slug: post.slug }} className={blog.stretchedLink}>
              {post.title}
            </Link>
          </Title>
          <Text fz="sm" c="dimmed">
            {excerptOfText(post.text, SIDEBAR_EXCERPT_LENGTH)}
          </Text>
          <Text fz="xs" c="dimmed">
            <LocalDate value={post.created_at} />
          </Text>
        </li>
      ))}
    </ul>
  );
}
