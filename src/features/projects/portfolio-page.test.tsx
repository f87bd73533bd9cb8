import { getCategories } from '@contracts/projects/get-categories';
import { getProjects } from '@contracts/projects/get-projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import { fixture } from '@/test/fixtures';
import { replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

const projectsFixture = fixture(getProjects);
const categories = fixture(getCategories).data as { name: string }[];

// The first visit compiles the route's modules, which can outlast renderRoute's wait: load them before the tests.
beforeAll(async () => {
  await createAppRouter({ history: createMemoryHistory({ initialEntries: ['/portfolio'] }) }).load();
}, 30_000);

function cardOf(title: string) {
  return screen.getByRole('heading', { name: title, level: 2 }).closest('article')!;
}

describe('PortfolioPage', () => {
  it('shows six card skeletons while projects load', async () => {
    replyNever(getProjects);
    await renderRoute('/portfolio');
    expect(await screen.findByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading projects' }).children).toHaveLength(6);
    expect(document.title).toBe('Portfolio — ITBD');
  });

  it('shows All and the provider categories as toggle buttons, and every project', async () => {
    await renderRoute('/portfolio');
    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    for (const category of categories) {
      expect(await screen.findByRole('button', { name: category.name, pressed: false })).toBeInTheDocument();
    }
    for (const project of projectsFixture.data as { title: string }[]) {
      expect(await screen.findByRole('heading', { name: project.title, level: 2 })).toBeInTheDocument();
    }
  });

  it("marks a project with 5 technologies 'Featured' but not one with 4", async () => {
    const four = { ...projectsFixture.data[1], id: 20, title: 'Four Tags', technology: '["A","B","C","D"]' };
    const five = { ...projectsFixture.data[1], id: 21, title: 'Five Tags', technology: '["A","B","C","D","E"]' };
    replyWith(getProjects, 200, { data: [four, five] });
    await renderRoute('/portfolio');
    await screen.findByRole('heading', { name: 'Five Tags', level: 2 });
    expect(within(cardOf('Five Tags')).getByText('Featured')).toBeInTheDocument();
    expect(within(cardOf('Four Tags')).queryByText('Featured')).not.toBeInTheDocument();
  });

  it("shows an 'Active' tag and the current year on each card", async () => {
    await renderRoute('/portfolio');
    const card = cardOf((await screen.findByRole('heading', { name: 'RideBuddy', level: 2 })).textContent!);
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(String(new Date().getFullYear()))).toBeInTheDocument();
  });

  it('puts thumbnails on the media host and draws a picture when a project has none', async () => {
    await renderRoute('/portfolio');
    const card = cardOf((await screen.findByRole('heading', { name: 'ShopNest Marketplace', level: 2 })).textContent!);
    expect(card.querySelector('img')!.getAttribute('src')).toMatch(/\/storage\/projects\/shopnest-marketplace\.svg$/);
    expect(cardOf('Agency Portfolio').querySelector('img')).toBeNull();
    expect(cardOf('Agency Portfolio').querySelector('svg')).not.toBeNull();
  });

  it("loads the first card's picture at once, above the fold on a phone, and the rest as they scroll in", async () => {
    await renderRoute('/portfolio');
    await screen.findAllByRole('heading', { level: 2 });
    const pictures = screen.getAllByRole('article').flatMap((card) => [...card.querySelectorAll('img')]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...pictures.slice(1).map(() => 'lazy')]);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a picture in place of a thumbnail that fails to load', async () => {
    await renderRoute('/portfolio');
    const card = cardOf((await screen.findByRole('heading', { name: 'RideBuddy', level: 2 })).textContent!);
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('filters by the category in the address, ignoring case, and keeps the choice in the address', async () => {
    const { user, router } = await renderRoute('/portfolio?category=mobile%20app');
    expect(await screen.findByRole('button', { name: 'Mobile App', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'RideBuddy', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ShopNest Marketplace', level: 2 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-commerce' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'E-commerce' }));
    expect(screen.getByRole('heading', { name: 'ShopNest Marketplace', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("shows 'No projects found.' for an empty list", async () => {
    replyWith(getProjects, 200, fixture(getProjects, 200, 'empty'));
    await renderRoute('/portfolio');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Projects' })).not.toBeInTheDocument();
  });

  it("offers every project again from an empty category, as the home section does", async () => {
    const { user, router } = await renderRoute('/portfolio?category=No%20such%20category');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Projects' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("shows 'Failed to load projects.' in place when the list fails", async () => {
    replyWith(getProjects, 500, { message: 'Server Error' });
    await renderRoute('/portfolio');
    expect(await screen.findByText('Failed to load projects.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Work We Are Proud Of', level: 1 })).toBeInTheDocument();
  });

  it('opens a project in a dialog with its image, description, technologies and website', async () => {
    const { user } = await renderRoute('/portfolio');
    await user.click(await screen.findByRole('button', { name: 'View details of MediCare Pharmacy Suite' }));
    const dialog = await screen.findByRole('dialog', { name: 'MediCare Pharmacy Suite' });
    expect(within(dialog).getByRole('img', { name: 'MediCare Pharmacy Suite screenshot' })).toBeInTheDocument();
    expect(within(dialog).getByText(projectsFixture.data[1].subtitle)).toBeInTheDocument();
    expect(within(dialog).getByText('PostgreSQL')).toBeInTheDocument();
    const visit = within(dialog).getByRole('link', { name: /Visit Website/ });
    expect(visit).toHaveAttribute('href', projectsFixture.data[1].link);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
