import type { CSSProperties } from 'react';

interface LogoProps {
  /** Rendered height in px; the width follows the 3:1 proportions. */
  height?: number;
  /** 'light' for navy or photo backgrounds: a white wordmark. Otherwise it follows the text colour. */
  tone?: 'auto' | 'light';
  /** Only the mark, e.g. for tight spaces. */
  markOnly?: boolean;
  className?: string;
  style?: CSSProperties;
}

const MARK_SIZE = 40;
const FULL_WIDTH = 120;

/**
 * The ITBD logo, drawn for this project: a mark of four building blocks (one
 * amber, the spark of an idea) and the wordmark. Inline SVG, so the wordmark
 * uses the site's own variable font and follows the colour scheme.
 */
export function Logo({ height = 40, tone = 'auto', markOnly, className, style }: LogoProps) {
  const viewWidth = markOnly ? MARK_SIZE : FULL_WIDTH;
  const width = Math.round((height / MARK_SIZE) * viewWidth);
  return (
    <svg
      viewBox={`0 0 ${viewWidth} ${MARK_SIZE}`}
      width={width}
      height={height}
      role="img"
      aria-label="ITBD"
      className={className}
      style={{ display: 'block', flex: 'none', ...style }}
    >
      <rect width="40" height="40" rx="10" fill="var(--mantine-color-brand-6)" />
      <rect x="8" y="8" width="11" height="11" rx="3" fill="var(--mantine-color-white)" />
      <rect x="21" y="8" width="11" height="11" rx="3" fill="var(--mantine-color-white)" fillOpacity="0.55" />
      <rect x="8" y="21" width="11" height="11" rx="3" fill="var(--mantine-color-white)" fillOpacity="0.55" />
      <circle cx="26.5" cy="26.5" r="5.5" fill="var(--mantine-color-accent-4)" />
      {!markOnly && (
        <text
          x="50"
          y="29"
          fill={tone === 'light' ? 'var(--mantine-color-white)' : 'currentColor'}
          fontFamily="'Plus Jakarta Sans Variable', system-ui, sans-serif"
          fontSize="25"
          fontWeight="800"
          letterSpacing="-0.5"
        >
          ITBD
        </text>
      )}
    </svg>
  );
}
