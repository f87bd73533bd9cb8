import type { TeamMember } from '@contracts/team/get-team-members';
import { Card, Stack, Text, Title } from '@mantine/core';
import { hashString } from '@/components/generated-art';
import { initialsOf } from '@/components/initials-avatar';
import { SmartImage } from '@/components/smart-image';
import classes from '@/features/team/team-page.module.css';
import { teamImageUrl } from '@/lib/urls';

/**
 * The colours of the provider's drawn portraits (server/seed/images.ts), picked the same way from the name;
 * here through the theme and the art palette (src/styles/art-palette.css).
 */
const PORTRAIT_COLOURS = [
  'var(--mantine-color-brand-6)',
  'var(--mantine-color-navy-9)',
  'var(--art-teal-600)',
  'var(--mantine-color-accent-7)',
  'var(--art-violet-600)',
  'var(--art-pink-700)',
];

/**
 * A member without a photo (or whose photo failed) gets the same drawn
 * portrait as those the provider draws: initials on a full-size circle with an
 * amber ring, so the team shows one avatar style, not two. It fills the photo's
 * frame, which carries the member's name.
 */
function DrawnPortrait({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 240 240" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="120" fill={PORTRAIT_COLOURS[hashString(name) % PORTRAIT_COLOURS.length]} />
      <circle cx="120" cy="120" r="112" fill="none" stroke="var(--mantine-color-accent-5)" strokeWidth="4" strokeOpacity=".8" />
      <text x="50%" y="50%" dy=".35em" textAnchor="middle" fill="var(--mantine-color-white)" fontSize="86" fontWeight="700" className={classes.initials}>
        {initialsOf(name)}
      </text>
    </svg>
  );
}

/** A team member: photo or drawn portrait, name and role. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card padding={0} className={classes.card}>
      <SmartImage
        src={teamImageUrl(member.image)}
        alt={member.name}
        width={400}
        height={400}
        className={classes.photo}
        fallback={<DrawnPortrait name={member.name} />}
      />
      <Stack gap={4} p="md">
        <Title order={3} fz="h4">
          {member.name}
        </Title>
        {member.designation && (
          <Text c="dimmed" fz="sm">
            {member.designation}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
