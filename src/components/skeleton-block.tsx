import type { CSSProperties, HTMLAttributes } from 'react';
import markup from '@/styles/markup.module.css';

const length = (value: number | string) => (typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : value);

interface SkeletonBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** Height, in px or any CSS length; the content's (or an aspect ratio's) when unset. */
  h?: number | string;
  /** Width, in px or any CSS length; the full width when unset. */
  w?: number | string;
  /** One of the theme's radii, or 0 for square corners. */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 0;
  /** A circle of the height's diameter (an avatar's place). */
  circle?: boolean;
}

function radiusValue(radius: SkeletonBlockProps['radius']): string | undefined {
  if (radius === undefined) return undefined;
  return radius === 0 ? '0' : `var(--mantine-radius-${radius})`;
}

/**
 * Mantine's Skeleton as a plain, pulsing block (markup.module.css): the size of what will
 * replace it. Hidden from assistive technology: the loading state is announced by its section.
 */
export function SkeletonBlock({ h, w, radius, circle, className, style, ...rest }: SkeletonBlockProps) {
  const vars = {
    '--skeleton-height': h === undefined ? undefined : length(h),
    '--skeleton-width': circle && h !== undefined ? length(h) : w === undefined ? undefined : length(w),
    '--skeleton-radius': circle ? 'calc(62.5rem * var(--mantine-scale))' : radiusValue(radius),
  } as CSSProperties;
  return <div aria-hidden {...rest} className={[markup.skeleton, className].filter(Boolean).join(' ')} style={{ ...vars, ...style }} />;
}
