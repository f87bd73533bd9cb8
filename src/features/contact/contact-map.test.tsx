import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactMap, mapLinkUrl } from '@/features/contact/contact-map';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderHydrated } from '@/test/render';

const ADDRESS = 'House 12, Road 11, Banani, Dhaka 1213';
const TITLE = `Map of our office: ${ADDRESS}`;
const ADDRESS_EMBED = `https://maps.google.com/maps?q=${encodeURIComponent(ADDRESS)}&z=15&output=embed`;

describe('ContactMap', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends Google's map embedded in the server's HTML, titled, loading as the reader nears it", async () => {
    const { serverHtml, recovered } = await renderHydrated(<ContactMap address={ADDRESS} />);

    expect(serverHtml).toMatch(/<iframe[^>]+src="https:\/\/maps\.google\.com\/maps\?/);
    expect(recovered).toEqual([]);
    const embed = screen.getByTitle(TITLE);
    expect(embed).toHaveAttribute('src', ADDRESS_EMBED);
    expect(embed).toHaveAttribute('loading', 'lazy');
    // The browser's default referrer policy: Google gets the site's origin, never a page's address.
    expect(embed).not.toHaveAttribute('referrerpolicy');
    expect(embed).toHaveAttribute('allowfullscreen');
  });

  it('embeds the map address from the settings when there is one', async () => {
    await renderHydrated(<ContactMap address={ADDRESS} embedUrl="https://www.google.com/maps/embed?pb=itbd" />);
    expect(screen.getByTitle(TITLE)).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=itbd');
  });

  it('asks nothing of Google itself as the reader scrolls to it: the frame is the only request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { report } = stubIntersectionObserver();
    await renderHydrated(<ContactMap address={ADDRESS} />);

    await report();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByTitle(TITLE)).toBeInTheDocument();
  });

  it('shows the address with a link to Google Maps, for when the frame cannot load', async () => {
    await renderHydrated(<ContactMap address={ADDRESS} />);
    expect(screen.getByText(ADDRESS).tagName).toBe('ADDRESS');
    expect(screen.getByRole('link', { name: /^Open in Google Maps.*opens in a new tab/ })).toHaveAttribute('href', mapLinkUrl(ADDRESS));
  });
});
