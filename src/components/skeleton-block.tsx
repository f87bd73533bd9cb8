import type { CSSProperties, HTMLAttributes } from 'react';
import markup from '@/styles/markup.module.css';

const length = (value: number | string) => (typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value);

interface SkeletonBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** Height, in px or any CSS length. */
  h: number | string;
  /** Width, in px or any CSS length; the full width when unset. */
  w?: number | string;
  /** One of the theme's radii. */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** A circle of the height's diameter (an avatar's place). */
  circle?: boolean;
}

/** Mantine's Skeleton as a plain, pulsing block (markup.module.css): the size of what will replace it. */
export function SkeletonBlock({ h, w, radius, circle, className, style, ...rest }: SkeletonBlockProps) {
  const vars = {
    '--skeleton-height': length(h),
    '--skeleton-width': circle ? length(h) : w === undefined ? undefined : length(w),
    '--skeleton-radius': circle ? 'calc(62.5rem * var(--mantine-scale))' : radius ? `var(--mantine-radius-${radius})` : undefined,
  } as CSSProperties;
  return <div {...rest} className={[markup.skeleton, className].filter(Boolean).join(' ')} style={{ ...vars, ...style }} />;
}
