import type { CSSProperties } from 'react';
import markup from '@/features/contact/markup.module.css';

interface BoneProps {
  /** CSS lengths; numbers are pixels. The width is the parent's by default. */
  width?: number | string;
  height?: number | string;
  radius?: string;
  className?: string;
  style?: CSSProperties;
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder block of a given size, in the look of Mantine's Skeleton (markup.module.css). */
export function Bone({ width, height, radius, className, style }: BoneProps) {
  const size = { '--skeleton-width': length(width), '--skeleton-height': length(height), '--skeleton-radius': radius, ...style } as CSSProperties;
  return <span className={className ? `${markup.skeleton} ${className}` : markup.skeleton} style={size} aria-hidden />;
}
