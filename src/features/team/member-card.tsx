import type { TeamMember } from '@contracts/team/get-team-members';
import type { CSSProperties } from 'react';
import { hashString } from '@/lib/hash-string';
import { initialsOf } from '@/components/initials-avatar';
import { SmartImage } from '@/components/smart-image';
import classes from '@/features/team/team-page.module.css';
import { teamImageUrl } from '@/lib/urls';

/** The portrait colours, picked from the name, through the theme and the art palette (src/styles/art-palette.css). */
const PORTRAIT_COLOURS = [
  'var(--mantine-color-brand-6)',
  'var(--mantine-color-navy-9)',
  'var(--art-teal-600)',
  'var(--mantine-color-accent-7)',
  'var(--art-violet-600)',
  'var(--art-pink-700)',
];

/**
 * A member without a photo (or whose photo failed): their initials in the site's font on a
 * full-size circle with an amber ring, drawn by CSS. An image could not use the site's font.
 * It fills the photo's frame, which carries the member's name.
 */
function InitialsPortrait({ name }: { name: string }) {
  const colour = { '--portrait-colour': PORTRAIT_COLOURS[hashString(name) % PORTRAIT_COLOURS.length] } as CSSProperties;
  return (
    <span className={classes.portrait} style={colour} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** A team member: photo or initials, name and role. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <div className={classes.card}>
      <SmartImage
        src={teamImageUrl(member.image)}
        alt={member.name}
        width={400}
        height={400}
        className={classes.photo}
        fallback={<InitialsPortrait name={member.name} />}
      />
      <div className={classes.body}>
        <h3 className={classes.name}>{member.name}</h3>
        {member.designation && <p className={classes.role}>{member.designation}</p>}
      </div>
    </div>
  );
}
