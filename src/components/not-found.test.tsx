import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('NotFound', () => {
  it('offers a way home and to the main sections', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const sections = within(screen.getByRole('navigation', { name: 'Main sections' }));
    expect(sections.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services',
      '/portfolio',
      '/about/company-overview',
      '/blog',
      '/career',
      '/contact',
    ]);
  });

  it("has a title of its own, 'Page Not Found', not the home page's", async () => {
    await renderRoute('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await waitFor(() => expect(document.title).toBe('Page Not Found — ITBD'));
  });
});
