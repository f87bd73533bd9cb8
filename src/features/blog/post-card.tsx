import type { PostSummary } from '@/api/blog';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import card from '@/components/card.module.css';
import { LocalDate } from '@/components/local-date';
import classes from '@/features/blog/blog.module.css';
import { PostThumbnail } from '@/components/post-thumbnail';
import { SkeletonBlock } from '@/components/skeleton-block';
import { excerptOfText } from '@/lib/text';
import markup from '@/styles/markup.module.css';

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
        <h3 className={`${markup.title} ${classes.cardTitle}`}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretchedLink}>
            {post.title}
          </Link>
        </h3>
        <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${markup.lineClamp} ${classes.cardExcerpt}`}>{excerptOfText(post.text, LISTING_EXCERPT_LENGTH)}</p>
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
  const look = label === 'Featured' ? markup.badgeAccent : markup.badgeLightBrand;
  return <span className={[markup.badge, markup.badgeRadiusSm, look, small && markup.badgeSm].filter(Boolean).join(' ')}>{label}</span>;
}

/** The card's shape while its post loads, so nothing moves when it arrives. */
export function PostCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="post-card-skeleton">
      <SkeletonBlock className={classes.cardImage} style={{ aspectRatio: '640 / 360' }} radius={0} />
      <div className={classes.cardBody}>
        <SkeletonBlock h={20} w={72} radius="sm" />
        <SkeletonBlock h={22} w="90%" />
        <SkeletonBlock h={22} w="60%" />
        <SkeletonBlock h={12} style={{ marginTop: 4 }} />
        <SkeletonBlock h={12} />
        <SkeletonBlock h={12} w="70%" />
        <SkeletonBlock h={12} w={140} style={{ marginTop: 'var(--mantine-spacing-sm)' }} />
      </div>
    </div>
  );
}
