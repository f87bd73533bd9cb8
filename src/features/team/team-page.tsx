import type { TeamSection } from '@contracts/team/get-team-members';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/button-link';
import { teamQueries } from '@/api/team';
import { TeamArt } from '@/components/art/page-art-parts';
import { BalancedGrid } from '@/components/balanced-grid';
import { SectionHeader } from '@/components/section-header';
import { SitePageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { StatusMessage } from '@/components/status-message';
import { SITE_PAGES } from '@/lib/site-pages';
import { MemberCard } from '@/features/team/member-card';
import classes from '@/features/team/team-page.module.css';

export const TEAM_ERROR = 'Failed to load team members.';
export const TEAM_EMPTY = 'Our team page is being updated. Check back soon.';

const SKELETON_SECTIONS = 3;
const SKELETON_CARDS = 6;
/** As the skeleton's grid in team-page.module.css. */
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
        <div className={classes.join}>
          <h2 id="join-team" className={classes.joinTitle}>
            Want to Work with Us?
          </h2>
          <p className={classes.onNavy}>We are always looking for curious people who like to build things well.</p>
          <ButtonLink to="/career" color="accent.4" size="lg">
            See Open Positions
          </ButtonLink>
        </div>
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
            <div className={classes.skeletonHead}>
              <SkeletonBlock w={80} h={12} />
              <SkeletonBlock w={240} h={32} />
            </div>
            <div className={classes.skeletonGrid}>
              {Array.from({ length: SKELETON_CARDS }, (_, cardIndex) => (
                <div key={cardIndex} className={classes.card} data-testid="team-skeleton-card">
                  <SkeletonBlock className={`${classes.skeletonPhoto} ${classes.photo}`} />
                  <div className={classes.skeletonBody}>
                    <SkeletonBlock w="70%" h={18} />
                    <SkeletonBlock w="50%" h={14} />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </Section>
      ))}
    </div>
  );
}
