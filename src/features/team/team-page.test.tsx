import { getTeamMembers } from '@contracts/team/get-team-members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_EMPTY, TEAM_ERROR } from '@/features/team/team-page';
import { backOfficeBaseUrl } from '@/lib/env';
import { fixture } from '@/test/fixtures';
import { replyNever, replyWith, server } from '@/test/msw';
import { renderRoute } from '@/test/render';

const sections = fixture(getTeamMembers).data as { section_name: string; members: { name: string; designation: string; image: string | null }[] }[];

describe('TeamPage', () => {
  it('shows 3 skeleton sections of 6 cards while the team loads', async () => {
    replyNever(getTeamMembers);
    await renderRoute('/about/our-team');
    expect(screen.getByRole('status', { name: 'Loading team members' })).toBeInTheDocument();
    const skeletonSections = screen.getAllByTestId('team-skeleton-section');
    expect(skeletonSections).toHaveLength(3);
    for (const section of skeletonSections) {
      expect(within(section).getAllByTestId('team-skeleton-card')).toHaveLength(6);
    }
  });

  it('shows each section with its members', async () => {
    await renderRoute('/about/our-team');
    for (const section of sections) {
      const heading = await screen.findByRole('heading', { level: 2, name: section.section_name });
      const region = screen.getByRole('region', { name: section.section_name });
      expect(region).toContainElement(heading);
      for (const member of section.members) {
        expect(within(region).getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
        expect(within(region).getByText(member.designation)).toBeInTheDocument();
      }
    }
  });

  it('loads upload/ photos from the back-office host and keeps absolute ones', async () => {
    await renderRoute('/about/our-team');
    const ceo = await screen.findByRole('img', { name: 'Mahmudul Hasan' });
    expect(ceo).toHaveAttribute('src', `${backOfficeBaseUrl()}/upload/team/mahmudul-hasan.svg`);
    expect(ceo).toHaveAttribute('width', '400');
    expect(ceo).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Arif Chowdhury' })).toHaveAttribute('src', 'https://cdn.itbd.net/team/arif-chowdhury.jpg');
  });

  it("draws a member without a photo as their initials in text (the site's font), named by the member's name", async () => {
    await renderRoute('/about/our-team');
    const region = await screen.findByRole('region', { name: 'Engineering' });
    const portrait = within(region).getByRole('img', { name: 'Lamia Akter' });
    expect(portrait.tagName).not.toBe('IMG');
    expect(portrait).toHaveTextContent('LA');
    expect(portrait.querySelector('img, svg')).toBeNull();
  });

  it('draws the portrait in place of a photo that fails to load', async () => {
    await renderRoute('/about/our-team');
    fireEvent.error(await screen.findByRole('img', { name: 'Mahmudul Hasan' }));
    const portrait = screen.getByRole('img', { name: 'Mahmudul Hasan' });
    expect(portrait.tagName).not.toBe('IMG');
    expect(portrait).toHaveTextContent('MH');
  });

  it("says 'Failed to load team members.' and retries", async () => {
    replyWith(getTeamMembers, 500, { message: 'Server Error' });
    const { user } = await renderRoute('/about/our-team');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_ERROR);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: sections[0]!.section_name })).toBeInTheDocument();
  });

  it('suggests the open positions when there is nobody to show', async () => {
    replyWith(getTeamMembers, 200, { status: true, data: [{ section_name: 'Leadership', members: [] }] });
    await renderRoute('/about/our-team');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(TEAM_EMPTY));
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'See Open Positions' })).toHaveAttribute('href', '/career');
  });

  it('has its own title', async () => {
    await renderRoute('/about/our-team');
    await waitFor(() => expect(document.title).toBe('Our Team — ITBD'));
    expect(screen.getByRole('heading', { level: 1, name: 'The People Behind Your Project' })).toBeInTheDocument();
  });
});
