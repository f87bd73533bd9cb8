import type { Post } from '@contracts/blog/post';
import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { blogQueries } from '@/api/blog';
import detailPage from '@/components/detail-page.module.css';
import prose from '@/components/prose.module.css';
import { RouteFailure } from '@/components/route-error';
import { PostBreadcrumb } from '@/features/blog/breadcrumb';
import { LatestSidebar } from '@/features/blog/latest-sidebar';
import { POST_FAILED, POST_NOT_FOUND } from '@/features/blog/messages';
import { PostByline, PostLabel } from '@/features/blog/post-card';
import { PostThumbnail } from '@/components/post-thumbnail';
import classes from '@/features/blog/post.module.css';
import { providerUrl } from '@/lib/urls';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';

/** Header band, then the main column beside the latest-articles sidebar. */
function PostLayout({ header, children, currentSlug }: { header: ReactNode; children: ReactNode; currentSlug?: string }) {
  return (
    <>
      <Box className={`${detailPage.header} ${classes.header}`}>
        <Container size="lg">
          <Stack gap="sm" maw={860}>
            {header}
          </Stack>
        </Container>
      </Box>
      <Container size="lg" className={`${detailPage.layout} ${classes.layout}`}>
        <div className={detailPage.main}>{children}</div>
        <LatestSidebar currentSlug={currentSlug} />
      </Container>
    </>
  );
}

function PostArticle({ post }: { post: Post }) {
  // Sanitised: the provider's HTML never reaches the DOM as sent.
  const contentHtml = useSanitizedHtml(post.content, { resolveImage: providerUrl });
  return (
    <PostLayout
      currentSlug={post.slug}
      header={
        <>
          <PostBreadcrumb current={post.title} />
          <div>
            <PostLabel label={post.is_featured ? 'Featured' : 'Blog'} />
          </div>
          <Title order={1} className={detailPage.title}>
            {post.title}
          </Title>
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
        <div
          className={`${prose.prose} ${classes.content}`}
          data-provider-html
          dangerouslySetInnerHTML={{ __html: contentHtml }}
        />
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
          <Text fw={600} role="status">
            Loading...
          </Text>
          <Skeleton height={44} width="80%" aria-hidden />
          <Skeleton height={16} width={220} aria-hidden />
        </>
      }
    >
      <Stack gap="md" aria-hidden>
        <Skeleton className={classes.thumbnail} style={{ aspectRatio: '1200 / 630' }} />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
      </Stack>
    </PostLayout>
  );
}

export function PostNotFound() {
  return (
    <PostLayout
      header={
        <>
          <PostBreadcrumb current={POST_NOT_FOUND} describe={false} />
          <Title order={1} className={detailPage.title}>
            {POST_NOT_FOUND}
          </Title>
        </>
      }
    >
      <Stack align="flex-start" gap="md" py="lg">
        {/* SPEC §2's words when a post cannot be loaded, then why. */}
        <div>
          <Text fz="lg" fw={600}>
            {POST_FAILED}
          </Text>
          <Text fz="lg">This article does not exist or has been moved. The latest articles are beside this message, or browse them all.</Text>
        </div>
        <ButtonLink to="/blog" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Back to the Blog
        </ButtonLink>
      </Stack>
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
          <Title order={1} className={detailPage.title}>
            Blog Post
          </Title>
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
  return <PostArticle post={post} />;
}
