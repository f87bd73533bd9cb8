import { getCategories } from '@contracts/projects/get-categories';
import { getProjects } from '@contracts/projects/get-projects';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectsSection } from '@/features/projects/projects-section';
import { fixture } from '@/test/fixtures';
import { fakeMatchMedia } from '@/test/media';
import { replyNever, replyWith } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const projects = fixture(getProjects).data as { title: string; subtitle: string | null; link: string | null }[];
const categories = fixture(getCategories).data as { name: string }[];

describe('ProjectsSection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows three card skeletons while projects load and Loading... while categories load', async () => {
    replyNever(getProjects);
    replyNever(getCategories);
    renderWithProviders(<ProjectsSection />);
    const loading = screen.getByRole('status', { name: 'Loading projects' });
    expect(loading.children).toHaveLength(3);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
  });

  it('shows every project in a carousel with the category buttons', async () => {
    renderWithProviders(<ProjectsSection />);
    const region = await screen.findByRole('region', { name: 'Projects' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const project of projects) {
      expect(within(region).getByRole('heading', { name: project.title })).toBeInTheDocument();
    }
    expect(within(region).getAllByRole('group')[0]).toHaveAccessibleName(`1 of ${projects.length}`);
    for (const category of categories) {
      expect(await screen.findByRole('button', { name: category.name, pressed: false })).toBeInTheDocument();
    }
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('narrows the projects to the chosen category, including one named only by category_id', async () => {
    const { user } = renderWithProviders(<ProjectsSection />);
    await user.click(await screen.findByRole('button', { name: 'Mobile App' }));
    expect(screen.getByRole('button', { name: 'Mobile App', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RideBuddy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ShopNest Marketplace' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('heading', { name: 'ShopNest Marketplace' })).toBeInTheDocument();
  });

  it('matches categories ignoring case', async () => {
    replyWith(getCategories, 200, { data: [{ id: 3, name: 'E-COMMERCE' }] });
    const { user } = renderWithProviders(<ProjectsSection />);
    await user.click(await screen.findByRole('button', { name: 'E-COMMERCE' }));
    expect(screen.getByRole('heading', { name: 'ShopNest Marketplace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MediCare Pharmacy Suite' })).not.toBeInTheDocument();
  });

  it("shows 'No projects found.' when a category has no projects", async () => {
    replyWith(getCategories, 200, { data: [...fixture(getCategories).data, { id: 9, name: 'Games' }] });
    const { user } = renderWithProviders(<ProjectsSection />);
    await user.click(await screen.findByRole('button', { name: 'Games' }));
    expect(screen.getByText('No projects found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Projects' }));
    expect(screen.getByRole('heading', { name: 'RideBuddy' })).toBeInTheDocument();
  });

  it("shows 'No projects found.' when there are no projects", async () => {
    replyWith(getProjects, 200, fixture(getProjects, 200, 'empty'));
    renderWithProviders(<ProjectsSection />);
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load projects.' with a retry when the list fails", async () => {
    replyWith(getProjects, 500, { message: 'Server Error' });
    const { user } = renderWithProviders(<ProjectsSection />);
    expect(await screen.findByText('Failed to load projects.')).toBeInTheDocument();
    replyWith(getProjects);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'ShopNest Marketplace' })).toBeInTheDocument();
  });

  it('does not loop the carousel with two projects or fewer', async () => {
    replyWith(getProjects, 200, { data: fixture(getProjects).data.slice(0, 2) });
    // A window 1024 px wide, where three fit.
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.startsWith('(min-width')));
    renderWithProviders(<ProjectsSection />);
    const region = await screen.findByRole('region', { name: 'Projects' });
    // Three fit, so two need no controls at all (once the width is read, after the first render).
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Next project' })).not.toBeInTheDocument());
  });

  it('opens the details from the eye button and closes them with the close button', async () => {
    const { user } = renderWithProviders(<ProjectsSection />);
    const shopNest = projects[0]!;
    await user.click(await screen.findByRole('button', { name: `View details of ${shopNest.title}` }));
    const dialog = await screen.findByRole('dialog', { name: shopNest.title });
    expect(within(dialog).getByText(shopNest.subtitle!)).toBeInTheDocument();
    for (const tech of ['Laravel', 'React', 'MySQL', 'Redis', 'Tailwind CSS']) {
      expect(within(dialog).getByText(tech)).toBeInTheDocument();
    }
    const visit = within(dialog).getByRole('link', { name: /Visit Website/ });
    expect(visit).toHaveAttribute('href', shopNest.link);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the details when the backdrop is clicked, and offers no website link when there is none', async () => {
    const { user } = renderWithProviders(<ProjectsSection />);
    await user.click(await screen.findByRole('button', { name: 'View details of RideBuddy' }));
    const dialog = await screen.findByRole('dialog', { name: 'RideBuddy' });
    expect(within(dialog).queryByRole('link', { name: /Visit Website/ })).not.toBeInTheDocument();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
