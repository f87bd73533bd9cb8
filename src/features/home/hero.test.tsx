import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/router';
import { renderRoute } from '@/test/render';

const idle = vi.hoisted(() => ({ reached: false, listeners: new Set<() => void>() }));

// The page's idle moment, under the test's control.
vi.mock('@/lib/use-after-idle', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAfterIdle: () =>
      useSyncExternalStore(
        (listener) => {
          idle.listeners.add(listener);
          return () => idle.listeners.delete(listener);
        },
        () => idle.reached,
      ),
  };
});

function reachIdle() {
  act(() => {
    idle.reached = true;
    idle.listeners.forEach((listener) => listener());
  });
}

// The first visit compiles the route's modules, which can outlast renderRoute's wait: load them before the tests.
beforeAll(async () => {
  await createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) }).load();
}, 30_000);

afterEach(() => {
  idle.reached = false;
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
