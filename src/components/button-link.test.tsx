import { screen, waitFor } from '@testing-library/react';
import { ButtonLink } from '@/components/button-link';
import { preloadRouteChunks, renderHydrated, renderRoute } from '@/test/render';

describe('ButtonLink', () => {
  preloadRouteChunks('/services/');

  it('is a link drawn as a button, to the page its params name, the same on the server as in the browser', async () => {
    const { recovered } = await renderHydrated(
      <ButtonLink to="/career/apply-job/$slug" params={{ slug: 'react-developer' }} variant="light">
        Apply Now
      </ButtonLink>,
    );

    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('href', '/career/apply-job/react-developer');
    expect(link).toHaveAttribute('data-variant', 'light');
    // Marked as a button for the capitalisation check, and coloured as Mantine's light Button is.
    expect(link).toHaveAttribute('data-button');
    expect(link.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-brand-light)');
    expect(recovered).toEqual([]);
  });

  it('keeps the hash it is given', async () => {
    await renderHydrated(
      <ButtonLink to="/career" hash="open-positions">
        See Open Positions
      </ButtonLink>,
    );

    expect(screen.getByRole('link', { name: 'See Open Positions' })).toHaveAttribute('href', '/career#open-positions');
  });

  it('preloads its page when the pointer rests on it, as the router does for its links', async () => {
    const { user, router } = await renderRoute('/services');
    const preloadRoute = vi.spyOn(router, 'preloadRoute');

    await user.hover(screen.getByRole('link', { name: 'View Portfolio' }));

    await waitFor(() => expect(preloadRoute).toHaveBeenCalledWith(expect.objectContaining({ to: '/portfolio' })));
  });
});
