import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CarouselEngine from '@/components/carousel/carousel-engine';

const attach = vi.hoisted(() => vi.fn());
const idle = vi.hoisted(() => ({ reached: false, listeners: new Set<() => void>() }));

vi.mock('embla-carousel-react', () => ({ default: () => [attach, undefined] }));
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

describe('CarouselEngine', () => {
  it('starts Embla on the viewport only in an idle moment of its own, and lets go of it on unmount', () => {
    const viewport = document.createElement('div');
    const { unmount } = render(<CarouselEngine viewport={viewport} options={{ loop: true }} onApi={() => {}} />);
    expect(attach).not.toHaveBeenCalled();

    act(() => {
      idle.reached = true;
      idle.listeners.forEach((listener) => listener());
    });
    expect(attach).toHaveBeenLastCalledWith(viewport);

    unmount();
    expect(attach).toHaveBeenLastCalledWith(null);
  });
});
