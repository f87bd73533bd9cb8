import { IconArrowRight } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntersection } from '@mantine/hooks';
import { startTransition, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { blogQueries, type PostSummary } from '@/api/blog';
import card from '@/components/card.module.css';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import { SkeletonBlock } from '@/components/skeleton-block';
import markup from '@/styles/markup.module.css';
import { PostThumbnail } from '@/components/post-thumbnail';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { excerptOfText } from '@/lib/text';
import classes from '@/features/home/latest-posts.module.css';
import { useScrollEntrance } from '@/lib/use-scroll-entrance';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

const POSTS_FAILED = 'Failed to load blog posts.';
const NO_POSTS = 'No blog posts found.';
/** SPEC §9: the home block's excerpt length. */
const HOME_EXCERPT_LENGTH = 120;
/** SPEC §9: the entrance counter goes up to 10 in 200 ms steps. */
const STAGGER_MAX = 10;
const STAGGER_STEP_MS = 200;
const SHOWN_POSTS = 3;
const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

/**
 * Counts 0..10 in 200 ms steps once the element given `ref` scrolls into view;
 * card i has entered when the count passes i. Where entrances do not animate
 * (the server's HTML, reduced motion) everything has entered.
 */
function useStaggerCount() {
  const animates = useScrollEntrance();
  const { ref, entry } = useIntersection<HTMLDivElement>();
  const [count, setCount] = useState(0);
  // Once in view the count runs on, whatever the scrolling does next.
  const [inView, setInView] = useState(false);
  if (animates && entry?.isIntersecting && !inView) setInView(true);

  useEffect(() => {
    if (!animates || !inView || count >= STAGGER_MAX) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + 1)), STAGGER_STEP_MS);
    return () => clearTimeout(timer);
  }, [animates, inView, count]);

  return { ref, entered: animates ? count : STAGGER_MAX };
}

function PostCard({ post, entered }: { post: PostSummary; entered: boolean }) {
  return (
    <article className={`${markup.card} ${classes.card}`} data-entering={!entered || undefined}>
      <PostThumbnail post={post} width={1200} height={630} />
      <div className={card.body}>
        {/* The author rather than the date: the first date formatted loads the browser's locale data, a long task during load. */}
        {post.author && <p className={`${markup.text} ${markup.fzXs} ${markup.dimmed}`}>By {post.author}</p>}
        <h3 className={`${markup.h3AsH4} ${markup.lineClamp} ${classes.clampTwo}`}>{post.title}</h3>
        <p className={`${markup.text} ${markup.dimmed} ${markup.fzSm} ${markup.lineClamp} ${classes.clampThree}`}>
          {excerptOfText(post.text, HOME_EXCERPT_LENGTH)}
        </p>
        <Link to="/blog/$slug" params={{ slug: post.slug }} className={`${markup.text} ${markup.anchor} ${classes.more}`}>
          Read More <span className="visually-hidden">about {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

function PostCardSkeleton() {
  return (
    <div className={`${markup.card} ${classes.card}`} aria-hidden>
      <SkeletonBlock h="auto" className={classes.thumbnailSkeleton} />
      <div className={card.body}>
        <SkeletonBlock h={12} w={90} />
        <SkeletonBlock h={22} w="85%" className={classes.skeletonTitle} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} w="60%" />
        <SkeletonBlock h={18} w={100} className={classes.skeletonMore} />
      </div>
    </div>
  );
}

/** 'Our Latest Blog Posts' (SPEC §2, §9). */
export function LatestPostsSection() {
  return (
    <Section labelledBy="posts-title">
      <SectionHeader
        id="posts-title"
        eyebrow="Blog"
        title="Our Latest Blog Posts"
        subtitle="Stay updated with our latest news and insights"
      />
      <QueryBoundary
        fallback={
          <LayoutGrid cols={GRID_COLUMNS} spacing="lg" role="status" aria-label="Loading blog posts">
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </LayoutGrid>
        }
        errorMessage={POSTS_FAILED}
      >
        <LatestPosts />
      </QueryBoundary>
    </Section>
  );
}

function LatestPosts() {
  const { data: posts } = useSuspenseQuery(blogQueries.list());
  const { ref: gridRef, entered } = useStaggerCount();
  if (posts.length === 0) return <StatusMessage kind="empty" message={NO_POSTS} />;
  return (
    <>
      <LayoutGrid cols={GRID_COLUMNS} spacing="lg" ref={gridRef} className={classes.grid}>
        {posts.slice(0, SHOWN_POSTS).map((post, index) => (
          <PostCard key={post.id} post={post} entered={index < entered} />
        ))}
      </LayoutGrid>
      <div className={classes.all}>
        <ButtonLink to="/blog" variant="default" rightSection={<IconArrowRight size={16} aria-hidden />}>
          All Articles
        </ButtonLink>
      </div>
    </>
  );
}
