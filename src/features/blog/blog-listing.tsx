import { useSuspenseQuery } from '@tanstack/react-query';
import { blogQueries } from '@/api/blog';
import { BlogArt } from '@/components/art/page-art-parts';
import { BalancedGrid } from '@/components/balanced-grid';
import { ButtonLink } from '@/components/button-link';
import { SitePageHero } from '@/components/sections/page-hero';
import { SectionHeader } from '@/components/section-header';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { Section } from '@/components/sections/section';
import { BlogPagination } from '@/features/blog/blog-pagination';
import { BLOG_LIST_EMPTY, BLOG_LIST_FAILED } from '@/features/blog/messages';
import classes from '@/features/blog/blog.module.css';
import { PostCard, PostCardSkeleton } from '@/features/blog/post-card';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

/** SPEC §2: up to 6 placeholders for the featured posts, 4 for the latest. */
const FEATURED_LIMIT = 6;
const LATEST_SKELETONS = 4;

const GRID_COLS = { base: 1, sm: 2, md: 3 } as const;

function Skeletons({ count }: { count: number }) {
  return (
    <LayoutGrid cols={GRID_COLS} spacing="lg" role="status" aria-label="Loading blog posts">
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </LayoutGrid>
  );
}

function FeaturedPosts() {
  return (
    <Section labelledBy="featured-posts">
      <SectionHeader eyebrow="Editor's picks" title="Featured Posts" subtitle="The articles our clients ask us about most." id="featured-posts" />
      <QueryBoundary fallback={<Skeletons count={FEATURED_LIMIT} />} errorMessage={BLOG_LIST_FAILED}>
        <FeaturedGrid />
      </QueryBoundary>
    </Section>
  );
}

function FeaturedGrid() {
  const { data: posts } = useSuspenseQuery(blogQueries.featured());
  if (posts.length === 0) return <StatusMessage kind="empty" message={BLOG_LIST_EMPTY} />;
  return (
    <BalancedGrid cols={GRID_COLS}>
      {posts.slice(0, FEATURED_LIMIT).map((post, index) => (
        <PostCard key={post.id} post={post} label="Featured" index={index} priority={index === 0} />
      ))}
    </BalancedGrid>
  );
}

/** A page of the latest articles as the provider lists them, featured ones included (labelled so). */
function LatestArticles({ page }: { page: number }) {
  return (
    <Section labelledBy="latest-articles-title" id="latest-articles" tone="tint">
      <SectionHeader eyebrow="From the team" title="Latest Articles" subtitle="New write-ups from our designers, developers and marketers." id="latest-articles-title" />
      <QueryBoundary fallback={<Skeletons count={LATEST_SKELETONS} />} errorMessage={BLOG_LIST_FAILED}>
        <LatestPage page={page} />
      </QueryBoundary>
    </Section>
  );
}

function LatestPage({ page }: { page: number }) {
  const { data: latestPage } = useSuspenseQuery(blogQueries.latest(page));
  if (latestPage.data.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        message={BLOG_LIST_EMPTY}
        action={
          page > 1 && (
            <ButtonLink variant="light" to="/blog" search={{ page: 1 }} hash="latest-articles">
              Go to the First Page
            </ButtonLink>
          )
        }
      />
    );
  }
  return (
    <>
      <BalancedGrid cols={GRID_COLS}>
        {latestPage.data.map((post, index) => (
          <PostCard key={post.id} post={post} label={post.is_featured ? 'Featured' : 'Blog'} index={index} />
        ))}
      </BalancedGrid>
      <div className={classes.pagingBar}>
        <p className={classes.pagingStatus} aria-live="polite">
          Page {latestPage.current_page} of {latestPage.last_page}
          {latestPage.total !== undefined && ` · ${latestPage.total} articles`}
        </p>
        <BlogPagination current={latestPage.current_page} last={latestPage.last_page} />
      </div>
    </>
  );
}

/** /blog: featured posts, then the latest articles a page at a time (the page lives in the URL). */
export function BlogListing({ page }: { page: number }) {
  return (
    <>
      <SitePageHero page="blog" visual={<BlogArt />} />
      <FeaturedPosts />
      <LatestArticles page={page} />
    </>
  );
}
