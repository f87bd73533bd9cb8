import type { TeamSection } from '@contracts/team/get-team-members';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/button-link';
import { teamQueries } from '@/api/team';
import { TeamArt } from '@/components/art/page-art';
import { BalancedGrid } from '@/components/balanced-grid';
import { SectionHeader } from '@/components/section-header';
import { SitePageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { SITE_PAGES } from '@/lib/site-pages';
import { MemberCard } from '@/features/team/member-card';
import classes from '@/features/team/team-page.module.css';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

export const TEAM_ERROR = 'Failed to load team members.';
export const TEAM_EMPTY = 'Our team page is being updated. Check back soon.';

const SKELETON_SECTIONS = 3;
const SKELETON_CARDS = 6;
const GRID_COLS = { base: 2, sm: 3, md: 4, lg: 6 } as const;

const withMembers = (sections: TeamSection[]) => sections.filter((section) => section.members.length > 0);

/** /about/our-team: the members of each team section (SPEC §2, §3). */
export function TeamPage() {
  return (
    <>
      <SitePageHero page="ourTeam" parents={[{ label: 'About', link: { to: SITE_PAGES.companyOverview.path } }]} visual={<TeamArt />} />

      <QueryBoundary fallback={<TeamSkeleton />} errorMessage={TEAM_ERROR} messageFrame={(message) => <Section>{message}</Section>}>
        <TeamSections />
      </QueryBoundary>

      <Section tone="navy" labelledBy="join-team">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="join-team" c="white">
            Want to Work with Us?
          </Title>
          <Text fz="lg" className={classes.onNavy}>
            We are always looking for curious people who like to build things well.
          </Text>
          <ButtonLink to="/career" color="accent.4" size="lg">
            See Open Positions
          </ButtonLink>
        </Stack>
      </Section>
    </>
  );
}

function TeamSections() {
  // A section without members shows nothing, so the page is empty when every section is.
  const { data: sections } = useSuspenseQuery({ ...teamQueries.sections(), select: withMembers });
  if (sections.length === 0) {
    return (
      <Section>
        <StatusMessage
          kind="empty"
          message={TEAM_EMPTY}
          action={
            <ButtonLink to="/career" variant="light">
              See Open Positions
            </ButtonLink>
          }
        />
      </Section>
    );
  }
  return sections.map((section, index) => {
    const headingId = `team-section-${index}`;
    return (
      <Section key={section.section_name} tone={index % 2 ? 'tint' : 'plain'} labelledBy={headingId}>
        <SectionHeader id={headingId} eyebrow="Team" title={section.section_name} />
        <BalancedGrid cols={GRID_COLS} component="ul">
          {section.members.map((member) => (
            <li key={member.id ?? member.name}>
              <MemberCard member={member} />
            </li>
          ))}
        </BalancedGrid>
      </Section>
    );
  });
}

/** Placeholders in the shape of the page, sections of member cards, while the members load. */
function TeamSkeleton() {
  return (
    <div role="status" aria-label="Loading team members">
      {Array.from({ length: SKELETON_SECTIONS }, (_, sectionIndex) => (
        <Section key={sectionIndex} tone={sectionIndex % 2 ? 'tint' : 'plain'}>
          <div data-testid="team-skeleton-section" aria-hidden>
            <Stack align="center" gap={12} mb="xl">
              <Skeleton h={12} w={80} />
              <Skeleton h={32} w={240} />
            </Stack>
            <LayoutGrid cols={GRID_COLS} spacing="lg">
              {Array.from({ length: SKELETON_CARDS }, (_, cardIndex) => (
                <Card key={cardIndex} padding={0} data-testid="team-skeleton-card">
                  <Skeleton className={classes.photo} radius={0} />
                  <Stack gap={8} p="md">
                    <Skeleton h={18} w="70%" />
                    <Skeleton h={14} w="50%" />
                  </Stack>
                </Card>
              ))}
            </LayoutGrid>
          </div>
        </Section>
      ))}
    </div>
  );
}
