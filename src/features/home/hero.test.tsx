import { createMemoryHistory } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/router';
import { reachIdle, resetIdle } from '@/test/idle';
import { renderRoute } from '@/test/render';

// The page's idle moment, under the test's control.
vi.mock('@/lib/use-after-idle', () => import('@/test/idle'));

// The first visit compiles the route's modules, which can outlast renderRoute's wait: load them before the tests.
beforeAll(async () => {
  await createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) }).load();
}, 30_000);

afterEach(() => {
  resetIdle();
});

describe('HomeHero video', () => {
  it('is not requested before the page is idle, and plays muted and inline after', async () => {
    await renderRoute('/');
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    reachIdle();
    const video = document.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-hidden', 'true');
  });
});
