import { type CSSProperties, useState } from 'react';
import { hashString } from '@/lib/hash-string';
import classes from '@/components/initials-avatar.module.css';

/** Each colour's filled shade and the text Mantine's autoContrast gives it (theme.ts: luminance over 0.35 takes black). */
const COLORS = [
  ['brand', 'white'],
  ['navy', 'white'],
  ['accent', 'white'],
  ['teal', 'black'],
  ['grape', 'white'],
] as const;
const RADII = ['xs', 'sm', 'md', 'lg', 'xl'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

interface InitialsAvatarProps {
  name: string;
  src?: string | null;
  /** Pixels; Mantine's md avatar (38) by default. */
  size?: number;
  /** A theme radius ('xl'), or any CSS length; a circle by default. */
  radius?: string | number;
  /** The photo's alternative text (and the initials' title); the name by default. */
  alt?: string;
}

const radiusOf = (radius: string | number) =>
  typeof radius === 'number' ? `${radius}px` : RADII.includes(radius) ? `var(--mantine-radius-${radius})` : radius;

/**
 * A person's photo, or their initials in the site's font on a colour picked from their name
 * (in place of a photo that fails to load too). Plain markup in the look of Mantine's filled Avatar.
 */
export function InitialsAvatar({ name, src, size = 38, radius = 1000, alt = name }: InitialsAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [color, text] = COLORS[hashString(name) % COLORS.length]!;
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-radius': radiusOf(radius),
    '--avatar-bg': `var(--mantine-color-${color}-filled)`,
    '--avatar-color': `var(--mantine-color-${text})`,
  } as CSSProperties;
  return (
    <div className={classes.avatar} style={style}>
      {src && failedSrc !== src ? (
        <img className={classes.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={classes.initials} title={alt}>
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
