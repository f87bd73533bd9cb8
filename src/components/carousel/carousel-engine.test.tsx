import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CarouselEngine from '@/components/carousel/carousel-engine';
import { reachIdle, resetIdle } from '@/test/idle';

const attach = vi.hoisted(() => vi.fn());

vi.mock('embla-carousel-react', () => ({ default: () => [attach, undefined] }));
// The page's idle moment, under the test's control.
vi.mock('@/lib/use-after-idle', () => import('@/test/idle'));

describe('CarouselEngine', () => {
  afterEach(() => {
    resetIdle();
    attach.mockClear();
  });

  it('starts Embla on the viewport only in an idle moment of its own, and lets go of it on unmount', () => {
    const viewport = document.createElement('div');
    const { unmount } = render(<CarouselEngine viewport={{ current: viewport }} options={{ loop: true }} onApi={() => {}} />);
    expect(attach).not.toHaveBeenCalled();

    reachIdle();
    expect(attach).toHaveBeenLastCalledWith(viewport);

    unmount();
    expect(attach).toHaveBeenLastCalledWith(null);
  });

  it('starts at once when the visitor is already using the carousel', () => {
    const viewport = document.createElement('div');
    render(<CarouselEngine viewport={{ current: viewport }} options={{ loop: true }} startNow onApi={() => {}} />);
    expect(attach).toHaveBeenLastCalledWith(viewport);
  });
});
