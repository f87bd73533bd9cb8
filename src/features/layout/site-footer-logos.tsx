import { Link } from '@tanstack/react-router';
import classes from '@/features/layout/site-footer.module.css';
import { type SisterConcernEntry, sisterConcernLink } from '@/lib/catalogue';

/**
 * A sister concern as a logo: its mark (what it sells, on a tile of its own colour)
 * and its name set in the site's own font (an <img> badge could not load the brand
 * font and fell back to initials in a system font).
 */
export function SisterConcernLogo({ entry }: { entry: SisterConcernEntry }) {
  const MarkIcon = entry.icon;
  return (
    <Link {...sisterConcernLink(entry)} className={classes.concern}>
      <span className={classes.concernMark} style={{ background: entry.colour }} aria-hidden>
        <MarkIcon size={18} stroke={2} />
      </span>
      <span className={classes.concernName}>{entry.name}</span>
    </Link>
  );
}
