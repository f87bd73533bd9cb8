import type { ReactNode } from 'react';
import classes from '@/components/carousel/carousel.module.css';

interface CarouselSkeletonProps {
  /** Announced while loading, e.g. 'Loading projects'. */
  label: string;
  /** Cards across on wide screens (SPEC §9: 3 for projects, 2 for testimonials). */
  maxPerView: 2 | 3;
  /** The placeholder cards. */
  children: ReactNode;
}

/** Placeholder cards laid out as the carousel that replaces them, so nothing jumps when it arrives. */
export function CarouselSkeleton({ label, maxPerView, children }: CarouselSkeletonProps) {
  return (
    <div className={classes.skeleton} data-max={maxPerView} role="status" aria-label={label}>
      {children}
    </div>
  );
}
