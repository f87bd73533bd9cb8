import { useId } from 'react';

/** A stable small number from a string, so the same title always draws the same picture. */
export function hashString(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const PALETTES = [
  ['#0b63b6', '#0a1f44', '#f59e0b'],
  ['#09539a', '#2a7dd0', '#fbbf24'],
  ['#0a1f44', '#234494', '#74ace5'],
  ['#07447e', '#0b63b6', '#fde08a'],
  ['#183678', '#4a92dc', '#f59e0b'],
] as const;

interface GeneratedArtProps {
  /** What the picture stands for; it picks the colours and shapes. */
  seed: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * DESIGN.md: no stock photography. A deterministic geometric picture in the
 * brand colours for a project or post that has no image of its own.
 * Decorative: it carries no text for assistive technology.
 */
export function GeneratedArt({ seed, width = 640, height = 400, className }: GeneratedArtProps) {
  const gradientId = useId();
  const hash = hashString(seed);
  const palette = PALETTES[hash % PALETTES.length]!;
  const [base, deep, spark] = palette;
  const cx = 20 + (hash % 60);
  const cy = 20 + ((hash >> 8) % 60);
  const r = 18 + ((hash >> 16) % 22);
  const rotation = (hash >> 4) % 90;
  return (
    <svg
      viewBox="0 0 100 62.5"
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={base} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
      </defs>
      <rect width="100" height="62.5" fill={`url(#${gradientId})`} />
      <circle cx={cx} cy={cy} r={r} fill="#ffffff" opacity="0.08" />
      <circle cx={100 - cx / 2} cy={62.5 - cy / 3} r={r / 2} fill={spark} opacity="0.85" />
      <rect
        x={30 + (hash % 30)}
        y={10 + ((hash >> 12) % 20)}
        width="26"
        height="26"
        rx="4"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="1.2"
        transform={`rotate(${rotation} 50 31)`}
      />
      <path d={`M0 ${50 + (hash % 8)} Q 50 ${30 + (hash % 20)} 100 ${48 + ((hash >> 3) % 10)} V 62.5 H 0 Z`} fill="#ffffff" opacity="0.06" />
    </svg>
  );
}
