import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { blogQueries } from '@/api/blog';
import { BlogArt } from '@/components/art/page-art';
import { BalancedGrid } from '@/components/balanced-grid';
import { ButtonLink } from '@/components/button-link';
import { SitePageHero } from '@/components/sections/page-hero';
import { SectionHeader } from '@/components/section-header';
import { QueryStatus } from '@/components/query-status';
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
  const featured = useQuery(blogQueries.featured());
  return (
    <Section labelledBy="featured-posts">
      <SectionHeader eyebrow="Editor's picks" title="Featured Posts" subtitle="The articles our clients ask us about most." id="featured-posts" />
      <QueryStatus query={featured} skeleton={<Skeletons count={FEATURED_LIMIT} />} errorMessage={BLOG_LIST_FAILED} emptyMessage={BLOG_LIST_EMPTY}>
        {(posts) => (
          <BalancedGrid cols={GRID_COLS}>
            {posts.slice(0, FEATURED_LIMIT).map((post, index) => (
              <PostCard key={post.id} post={post} label="Featured" index={index} priority={index === 0} />
            ))}
          </BalancedGrid>
        )}
      </QueryStatus>
    </Section>
  );
}

/** A page of the latest articles as the provider lists them, featured ones included (labelled so). */
function LatestArticles({ page }: { page: number }) {
  const latest = useQuery(blogQueries.latest(page));
  return (
    <Section labelledBy="latest-articles-title" id="latest-articles" tone="tint">
      <SectionHeader eyebrow="From the team" title="Latest Articles" subtitle="New write-ups from our designers, developers and marketers." id="latest-articles-title" />
      <QueryStatus
        query={latest}
        skeleton={<Skeletons count={LATEST_SKELETONS} />}
        errorMessage={BLOG_LIST_FAILED}
        emptyMessage={BLOG_LIST_EMPTY}
        emptyAction={
          page > 1 ? (
            <ButtonLink variant="light" to="/blog" search={{ page: 1 }} hash="latest-articles">
              Go to the First Page
            </ButtonLink>
          ) : undefined
        }
        isEmpty={(latestPage) => latestPage.data.length === 0}
      >
        {(latestPage) => (
          <>
            <BalancedGrid cols={GRID_COLS}>
              {latestPage.data.map((post, index) => (
                <PostCard key={post.id} post={post} label={post.is_featured ? 'Featured' : 'Blog'} index={index} />
              ))}
            </BalancedGrid>
            <div className={classes.pagingBar}>
              <Text fz="sm" c="dimmed" aria-live="polite">
                Page {latestPage.current_page} of {latestPage.last_page}
                {latestPage.total !== undefined && ` · ${latestPage.total} articles`}
              </Text>
              <BlogPagination current={latestPage.current_page} last={latestPage.last_page} />
            </div>
          </>
        )}
      </QueryStatus>
    </Section>
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
