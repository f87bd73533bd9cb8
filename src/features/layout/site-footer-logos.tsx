import {
  IconBook2,
  IconBriefcase,
  IconCoin,
  IconDeviceLaptop,
  IconPackage,
  IconSchool,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { NavLink } from '@/features/layout/nav-links';
import classes from '@/features/layout/site-footer.module.css';

/** Each sister concern's mark: what it sells, on a tile of its own colour (white marks pass 3:1 on each). */
const MARKS: Partial<Record<NavLink['to'], { icon: Icon; colour: string }>> = {
  '/industries/boi-ache': { icon: IconBook2, colour: 'var(--mantine-color-accent-7)' },
  '/industries/edu-poribar': { icon: IconSchool, colour: 'var(--art-teal-650)' },
  '/industries/bdcoda': { icon: IconCoin, colour: 'var(--art-violet-700)' },
  '/industries/laptop-ache': { icon: IconDeviceLaptop, colour: 'var(--mantine-color-brand-6)' },
  '/industries/courier-ache': { icon: IconPackage, colour: 'var(--art-rose-700)' },
  '/industries/kaz-ache': { icon: IconBriefcase, colour: 'var(--art-teal-700)' },
};

/**
 * A sister concern as a logo: a drawn mark and its name set in the site's own
 * font (an <img> badge could not load the brand font and fell back to initials
 * in a system font).
 */
export function SisterConcernLogo({ link }: { link: NavLink }) {
  const name = link.label.split(' — ')[0]!;
  const mark = MARKS[link.to] ?? { icon: IconBriefcase, colour: 'var(--mantine-color-brand-6)' };
  const MarkIcon = mark.icon;
  return (
    <Link to={link.to} className={classes.concern}>
      <span className={classes.concernMark} style={{ background: mark.colour }} aria-hidden>
        <MarkIcon size={18} stroke={2} />
      </span>
      <span className={classes.concernName}>{name}</span>
    </Link>
  );
}
