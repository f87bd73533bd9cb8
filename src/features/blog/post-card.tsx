import type { PostSummary } from '@/api/blog';
import { Badge, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import card from '@/components/card.module.css';
import { LocalDate } from '@/components/local-date';
import classes from '@/features/blog/blog.module.css';
import { PostThumbnail } from '@/components/post-thumbnail';
import { excerptOfText } from '@/lib/text';

/** SPEC §9: listing excerpts are 100 characters. */
const LISTING_EXCERPT_LENGTH = 100;
/** SPEC §9: cards stagger in 200 ms steps, counting up to 10. */
const STAGGER_LIMIT = 10;

interface PostCardProps {
  post: PostSummary;
  /** 'Featured' in the featured list and for featured posts; 'Blog' otherwise. */
  label: 'Blog' | 'Featured';
  /** Position in its list: picks the entrance delay. */
  index: number;
  /** The first card of the page is above the fold: load its image at once. */
  priority?: boolean;
}

export function PostCard({ post, label, index, priority }: PostCardProps) {
  return (
    <article className={`${card.panel} ${classes.card}`} style={{ '--stagger': Math.min(index, STAGGER_LIMIT) } as CSSProperties}>
      <PostThumbnail
        post={post}
        width={640}
        height={360}
        priority={priority}
        className={classes.cardImage}
      />
      <div className={classes.cardBody}>
        <PostLabel label={label} />
        <Title order={3} className={classes.cardTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretchedLink}>
            {post.title}
          </Link>
        </Title>
        <Text c="dimmed" fz="sm" className={classes.cardExcerpt}>
          {excerptOfText(post.text, LISTING_EXCERPT_LENGTH)}
        </Text>
        {/* SPEC §2: the listing names every author 'Admin'. */}
        <PostByline byline="Admin" date={post.created_at} size="card" className={classes.cardMeta} />
      </div>
    </article>
  );
}

const BYLINE_SIZES = {
  card: { fz: 'xs', gap: 'md', itemGap: 4, icon: 14 },
  page: { fz: 'sm', gap: 'lg', itemGap: 6, icon: 16 },
} as const;

interface PostBylineProps {
  /** Who wrote it, as the place words it: 'Admin' on a card, 'By <author>' on the post. */
  byline: string;
  /** The post's created_at. */
  date: string;
  /** Small under a card's excerpt, larger under the post's title. */
  size: keyof typeof BYLINE_SIZES;
  className?: string;
}

/** Who wrote a post and when, each beside its icon. */
export function PostByline({ byline, date, size, className }: PostBylineProps) {
  const { fz, gap, itemGap, icon } = BYLINE_SIZES[size];
  return (
    <Group gap={gap} fz={fz} c="dimmed" className={className}>
      <Group gap={itemGap} component="span">
        <IconUser size={icon} aria-hidden />
        {byline}
      </Group>
      <Group gap={itemGap} component="span">
        <IconCalendar size={icon} aria-hidden />
        <LocalDate value={date} />
      </Group>
    </Group>
  );
}

/** 'Featured' in the warm accent, 'Blog' in the quiet brand tint. */
export function PostLabel({ label }: { label: 'Blog' | 'Featured' }) {
  return label === 'Featured' ? (
    <Badge variant="filled" color="accent.4" autoContrast radius="sm">
      Featured
    </Badge>
  ) : (
    <Badge variant="light" color="brand" radius="sm">
      Blog
    </Badge>
  );
}

/** The card's shape while its post loads, so nothing moves when it arrives. */
export function PostCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="post-card-skeleton">
      <Skeleton className={classes.cardImage} style={{ aspectRatio: '640 / 360' }} radius={0} />
      <div className={classes.cardBody}>
        <Skeleton height={20} width={72} radius="sm" />
        <Skeleton height={22} width="90%" />
        <Skeleton height={22} width="60%" />
        <Skeleton height={12} mt={4} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width={140} mt="sm" />
      </div>
    </div>
  );
}
