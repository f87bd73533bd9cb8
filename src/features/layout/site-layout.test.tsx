import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQueries } from '@/api/settings';
import { preloadParts } from '@/components/deferred';
import { SiteFooter, SiteLayout } from '@/features/layout/site-layout';
import { fixture } from '@/test/fixtures';
import { fakeMatchMedia } from '@/test/media';
import { createTestQueryClient, renderHydrated } from '@/test/render';

const settings = fixture(getWebsiteSettings).data;

async function renderLayoutHydrated() {
  const queryClient = createTestQueryClient();
  // As the root route's loader does: the footer's chunk is in before the server renders.
  await Promise.all([queryClient.prefetchQuery(settingsQueries.website()), preloadParts([SiteFooter])]);
  return renderHydrated(
    <SiteLayout>
      <p>The page</p>
    </SiteLayout>,
    { queryClient },
  );
}

describe('SiteLayout rendered on the server', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the header, the page, the footer and the chat button, and hydrates them without a mismatch', async () => {
    const { serverHtml, recovered } = await renderLayoutHydrated();
    expect(recovered).toEqual([]);
    for (const part of ['Skip to main content', 'Get In Touch', 'The page', '<footer', settings.footer_description, 'Chat with us on WhatsApp']) {
      expect(serverHtml).toContain(part);
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The chat button's tooltip is in the server's HTML, shown by CSS on hover and focus.
    expect(screen.getAllByRole('tooltip', { hidden: true }).map((hint) => hint.textContent)).toContain('Chat with us on WhatsApp');
  });

  it('hydrates without a mismatch on a wide screen under reduced motion, then loads the menus', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(() => true));
    const { recovered } = await renderLayoutHydrated();
    expect(recovered).toEqual([]);
    // Wide: the header's menus load once hydrated.
    await act(() => import('@/features/layout/nav-menu-popover'));
    // jsdom is 1024 px wide, under the lg breakpoint from which the navigation shows: it is there, hidden.
    expect(document.querySelector('nav[aria-label="Main"]')).toBeInTheDocument();
  });
});
