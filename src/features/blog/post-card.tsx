import type { PostSummary } from '@/api/blog';
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
        <h3 className={classes.cardTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretchedLink}>
            {post.title}
          </Link>
        </h3>
        <p className={classes.cardExcerpt}>{excerptOfText(post.text, LISTING_EXCERPT_LENGTH)}</p>
        {/* SPEC §2: the listing names every author 'Admin'. */}
        <PostByline byline="Admin" date={post.created_at} size="card" className={classes.cardMeta} />
      </div>
    </article>
  );
}

const BYLINE_ICON_SIZES = { card: 14, page: 16 } as const;

interface PostBylineProps {
  /** Who wrote it, as the place words it: 'Admin' on a card, 'By <author>' on the post. */
  byline: string;
  /** The post's created_at. */
  date: string;
  /** Small under a card's excerpt, larger under the post's title. */
  size: keyof typeof BYLINE_ICON_SIZES;
  className?: string;
}

/** Who wrote a post and when, each beside its icon. */
export function PostByline({ byline, date, size, className }: PostBylineProps) {
  const icon = BYLINE_ICON_SIZES[size];
  return (
    <div className={[classes.byline, size === 'page' && classes.bylinePage, className].filter(Boolean).join(' ')}>
      <span className={classes.bylineItem}>
        <IconUser size={icon} aria-hidden />
        {byline}
      </span>
      <span className={classes.bylineItem}>
        <IconCalendar size={icon} aria-hidden />
        <LocalDate value={date} />
      </span>
    </div>
  );
}

/** 'Featured' in the warm accent, 'Blog' in the quiet brand tint; `small` for the sidebar. */
export function PostLabel({ label, small }: { label: 'Blog' | 'Featured'; small?: boolean }) {
  const look = label === 'Featured' ? classes.badgeFeatured : classes.badgeBlog;
  return <span className={small ? `${look} ${classes.badgeSmall}` : look}>{label}</span>;
}

/** A grey placeholder of a given size (Mantine's Skeleton in CSS). */
export function Bone({ width = '100%', height, radius, className, style }: { width?: number | string; height?: number; radius?: string; className?: string; style?: CSSProperties }) {
  const size = {
    '--skeleton-width': typeof width === 'number' ? `${width}px` : width,
    '--skeleton-height': height === undefined ? undefined : `${height}px`,
    '--skeleton-radius': radius,
    ...style,
  } as CSSProperties;
  return <span className={className ? `${classes.skeleton} ${className}` : classes.skeleton} style={size} />;
}

/** The card's shape while its post loads, so nothing moves when it arrives. */
export function PostCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="post-card-skeleton">
      <Bone className={classes.cardImage} style={{ aspectRatio: '640 / 360' }} radius="0" />
      <div className={classes.cardBody}>
        <Bone height={20} width={72} radius="var(--mantine-radius-sm)" />
        <Bone height={22} width="90%" />
        <Bone height={22} width="60%" />
        <Bone height={12} style={{ marginTop: 4 }} />
        <Bone height={12} />
        <Bone height={12} width="70%" />
        <Bone height={12} width={140} style={{ marginTop: 'var(--mantine-spacing-sm)' }} />
      </div>
    </div>
  );
}
