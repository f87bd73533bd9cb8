import type { Post } from '@contracts/blog/post';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { blogQueries } from '@/api/blog';
import detailPage from '@/components/detail-page.module.css';
import { RouteFailure } from '@/components/route-error';
import { PostBreadcrumb } from '@/features/blog/breadcrumb';
import { LatestSidebar, PostBody } from '@/features/blog/post-parts';
import { POST_FAILED, POST_NOT_FOUND } from '@/features/blog/messages';
import { PostByline, PostLabel } from '@/features/blog/post-card';
import { SkeletonBlock } from '@/components/skeleton-block';
import { PostThumbnail } from '@/components/post-thumbnail';
import { PostingData } from '@/features/blog/posting-data';
import classes from '@/features/blog/post.module.css';
import markup from '@/styles/markup.module.css';

/** Header band, then the main column beside the latest-articles sidebar. */
function PostLayout({ header, children, currentSlug }: { header: ReactNode; children: ReactNode; currentSlug?: string }) {
  return (
    <>
      <div className={`${detailPage.header} ${classes.header}`}>
        <div className={markup.container}>
          <div className={classes.headerStack}>{header}</div>
        </div>
      </div>
      <div className={`${markup.container} ${detailPage.layout} ${classes.layout}`}>
        <div className={detailPage.main}>{children}</div>
        <LatestSidebar currentSlug={currentSlug} />
      </div>
    </>
  );
}

function PostArticle({ post }: { post: Post }) {
  return (
    <PostLayout
      currentSlug={post.slug}
      header={
        <>
          <PostBreadcrumb current={post.title} />
          <div>
            <PostLabel label={post.is_featured ? 'Featured' : 'Blog'} />
          </div>
          <h1 className={`${markup.title} ${classes.title} ${detailPage.title}`}>
            {post.title}
          </h1>
          <PostByline byline={`By ${post.author || 'Admin'}`} date={post.created_at} size="page" />
        </>
      }
    >
      <article>
        <PostThumbnail
          post={post}
          width={1200}
          height={630}
          priority
          className={classes.thumbnail}
        />
        <PostBody content={post.content} />
        <ButtonLink to="/blog" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />} mt="xl">
          All Articles
        </ButtonLink>
      </article>
    </PostLayout>
  );
}

/** 'Loading...' in the post's own layout (also the route's pending view). */
export function PostLoading() {
  return (
    <PostLayout
      header={
        <>
          <PostBreadcrumb current="Article" describe={false} />
          <p className={`${markup.text} ${classes.status}`} role="status">
            Loading...
          </p>
          <SkeletonBlock h={44} w="80%" />
          <SkeletonBlock h={16} w={220} />
        </>
      }
    >
      <div className={classes.loadingBody} aria-hidden>
        <SkeletonBlock className={classes.thumbnail} style={{ aspectRatio: '1200 / 630' }} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} w="85%" />
      </div>
    </PostLayout>
  );
}

export function PostNotFound() {
  return (
    <PostLayout
      header={
        <>
          <PostBreadcrumb current={POST_NOT_FOUND} describe={false} />
          <h1 className={`${markup.title} ${classes.title} ${detailPage.title}`}>
            {POST_NOT_FOUND}
          </h1>
        </>
      }
    >
      <div className={classes.notFound}>
        {/* SPEC §2's words when a post cannot be loaded, then why. */}
        <div>
          <p className={`${classes.notFoundText} ${classes.status}`}>{POST_FAILED}</p>
          <p className={classes.notFoundText}>
            This article does not exist or has been moved. The latest articles are beside this message, or browse them all.
          </p>
        </div>
        <ButtonLink to="/blog" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Back to the Blog
        </ButtonLink>
      </div>
    </PostLayout>
  );
}

/** The route's error view: SPEC §2's words for a post that failed to load, with a retry. */
export function PostFailed({ reset }: ErrorComponentProps) {
  return (
    <PostLayout
      header={
        <>
          <PostBreadcrumb current="Article" describe={false} />
          <h1 className={`${markup.title} ${classes.title} ${detailPage.title}`}>
            Blog Post
          </h1>
        </>
      }
    >
      <RouteFailure message={POST_FAILED} reset={reset} />
    </PostLayout>
  );
}

/** /blog/{slug}: the post its route's loader has put in the cache. */
export function PostPage({ slug }: { slug: string }) {
  const { data: post } = useSuspenseQuery(blogQueries.detail(slug));
  return (
    <>
      <PostingData post={post} />
      <PostArticle post={post} />
    </>
  );
}
