import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CarouselEngine from '@/components/carousel/carousel-engine';

const attach = vi.hoisted(() => vi.fn());

vi.mock('embla-carousel-react', () => ({ default: () => [attach, undefined] }));

describe('CarouselEngine', () => {
  afterEach(() => {
    attach.mockClear();
  });

  it('starts Embla on the viewport as it mounts, and lets go of it on unmount', () => {
    const viewport = document.createElement('div');
    const { unmount } = render(<CarouselEngine viewport={{ current: viewport }} options={{ loop: true }} onApi={() => {}} />);
    expect(attach).toHaveBeenLastCalledWith(viewport);

    unmount();
    expect(attach).toHaveBeenLastCalledWith(null);
  });
});
