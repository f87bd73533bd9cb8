import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadParts } from '@/components/deferred';
import { HomeHero } from '@/features/home/hero';
import { BrowserArt, DevicesArt, GrowthArt } from '@/features/home/home-sections';
import { mockReducedMotion } from '@/test/media';
import { renderHydrated } from '@/test/render';

describe('HomeHero rendered on the server', () => {
  // As the home route's loader does: the drawings are deferred parts.
  beforeAll(() => preloadParts([BrowserArt, DevicesArt, GrowthArt]));

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the poster and the first slide without the video, which joins once hydrated', async () => {
    const { serverHtml, recovered } = await renderHydrated(<HomeHero />);
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain('hero-poster.webp');
    expect(serverHtml).not.toContain('<video');
    // The slides' drawings, deferred parts, are in the server's HTML.
    expect(serverHtml).toContain('dhakacrafts.com');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('data-current');
    // The headline on screen is the page's one h1; the eyebrow above it and the hidden slides' headlines are not headings.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Websites That Turn Visitors Into Customers');
    expect(screen.getByRole('region', { name: 'Websites That Turn Visitors Into Customers' })).toBeInTheDocument();
    // SPEC §9: the slides' text cross-fades over the carousel's 1000 ms, a duration the CSS reads from here.
    expect(serverHtml).toContain('--hero-fade:1000ms');
    const video = document.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('hydrates under reduced motion without a mismatch, then drops the pause button and never loads the video', async () => {
    mockReducedMotion(true);
    const { serverHtml, recovered } = await renderHydrated(<HomeHero />);
    expect(recovered).toEqual([]);
    // The server cannot know the preference: CSS hides the button until the script removes it.
    expect(serverHtml).toContain('Stop automatic slide show');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });
});
