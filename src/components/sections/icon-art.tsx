import type { Icon } from '@tabler/icons-react';
import classes from '@/components/sections/icon-art.module.css';

interface IconArtProps {
  icon: Icon;
  /** A short caption on the card, e.g. the sector. */
  caption: string;
  /** The big word on the card, e.g. the brand. */
  title: string;
}

/**
 * A geometric brand illustration around one icon, for pages without a product
 * screen to show (DESIGN.md: draw it, no stock photos). Decorative.
 */
export function IconArt({ icon: ArtIcon, caption, title }: IconArtProps) {
  return (
    <div className={classes.art} aria-hidden>
      <svg viewBox="0 0 480 400" width={480} height={400} className={classes.backdrop} focusable="false">
        <circle cx="240" cy="200" r="170" fill="none" stroke="var(--mantine-color-white)" strokeOpacity="0.12" strokeWidth="2" />
        <circle cx="240" cy="200" r="120" fill="none" stroke="var(--mantine-color-white)" strokeOpacity="0.18" strokeWidth="2" strokeDasharray="6 10" />
        <circle cx="240" cy="200" r="86" fill="var(--mantine-color-brand-6)" fillOpacity="0.45" />
        <circle cx="400" cy="78" r="28" fill="var(--mantine-color-accent-4)" />
        <rect x="48" y="280" width="64" height="64" rx="16" fill="var(--mantine-color-brand-3)" fillOpacity="0.55" transform="rotate(-14 80 312)" />
        <circle cx="92" cy="96" r="8" fill="var(--mantine-color-white)" fillOpacity="0.6" />
        <circle cx="404" cy="318" r="12" fill="var(--mantine-color-white)" fillOpacity="0.35" />
      </svg>
      <div className={classes.card}>
        <span className={classes.iconTile}>
          <ArtIcon size={44} stroke={1.5} />
        </span>
        <span className={classes.caption}>{caption}</span>
        <span className={classes.title}>{title}</span>
      </div>
    </div>
  );
}
