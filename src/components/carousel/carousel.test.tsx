import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/components/carousel/carousel';
import type { CarouselEngineProps, EmblaApi } from '@/components/carousel/carousel-engine';
import { RESIZE_DEBOUNCE_MS, emblaDuration } from '@/components/carousel/use-carousel';
import { fakeMatchMedia, mockReducedMotion } from '@/test/media';
import { renderHydrated, renderWithProviders } from '@/test/render';

/** A stand-in for Embla: records what the carousel asks of it. */
function createFakeApi(snaps = 3) {
  const listeners = new Map<string, Set<() => void>>();
  let selected = 0;
  let playing = false;
  const autoplay = {
    play: vi.fn(() => {
      playing = true;
    }),
    stop: vi.fn(() => {
      playing = false;
    }),
    isPlaying: () => playing,
  };
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const api = {
    plugins: () => ({ autoplay }),
    scrollSnapList: () => Array.from({ length: snaps }, (_, index) => index),
    selectedScrollSnap: () => selected,
    // The carousels under test loop, so both ways are always open.
    canScrollPrev: () => true,
    canScrollNext: () => true,
    scrollNext: vi.fn(() => {
      selected = (selected + 1) % snaps;
      emit('select');
    }),
    scrollPrev: vi.fn(() => {
      selected = (selected + snaps - 1) % snaps;
      emit('select');
    }),
    scrollTo: vi.fn((index: number) => {
      selected = index;
      emit('select');
    }),
    reInit: vi.fn(() => emit('reInit')),
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return { api, autoplay };
}

const engine = vi.hoisted(() => ({ current: null as null | ReturnType<typeof createFakeApi>, props: [] as unknown[] }));

vi.mock('@/components/carousel/carousel-engine', () => ({
  default: function FakeEngine(props: CarouselEngineProps) {
    engine.props.push(props);
    const { onApi } = props;
    useEffect(() => {
      onApi(engine.current!.api as unknown as EmblaApi);
      return () => onApi(null);
    }, [onApi]);
    return null;
  },
}));


const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => ({ key: name, content: <p>{name}</p> }));

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return renderWithProviders(
    <Carousel label="Our things" itemName="thing" slides={slides} maxPerView={2} durationMs={500} autoplayMs={4000} loop {...props} />,
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    engine.current = createFakeApi();
    engine.props = [];
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a labelled carousel region whose slides are labelled N of M', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Our things' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    // The engine's code arrives right after the first render.
    await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
  });

  it('starts autoplay once the engine has loaded, and keeps the live region quiet while rotating', async () => {
    renderCarousel();
    await waitFor(() => expect(engine.current!.autoplay.play).toHaveBeenCalled());
    expect(screen.getByText('Alpha').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const props = engine.props.at(-1) as CarouselEngineProps;
    expect(props.autoplayMs).toBe(4000);
    expect(props.options).toMatchObject({ loop: true, duration: emblaDuration(500), watchResize: false });
  });

  it('pauses on hover and resumes when the pointer leaves', async () => {
    renderCarousel();
    const { autoplay } = engine.current!;
    await waitFor(() => expect(autoplay.isPlaying()).toBe(true));
    const region = screen.getByRole('region', { name: 'Our things' });
    fireEvent.mouseEnter(region);
    expect(autoplay.isPlaying()).toBe(false);
    expect(screen.getByText('Alpha').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    const { user } = renderCarousel();
    const { autoplay } = engine.current!;
    await waitFor(() => expect(autoplay.isPlaying()).toBe(true));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous thing' })).toHaveFocus();
    expect(autoplay.isPlaying()).toBe(false);
    await user.tab();
    expect(autoplay.isPlaying()).toBe(false);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('stops and starts the slide show with its button', async () => {
    renderCarousel();
    const { autoplay } = engine.current!;
    await waitFor(() => expect(autoplay.isPlaying()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Our things' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(autoplay.isPlaying()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('moves with the named buttons and the arrow keys', async () => {
    const { user } = renderCarousel();
    const { api } = engine.current!;
    await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Next thing' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous thing' }));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowLeft}');
    expect(api.scrollPrev).toHaveBeenCalledTimes(2);
  });

  it('never autoplays under reduced motion and offers no pause button', async () => {
    mockReducedMotion(true);
    renderCarousel();
    await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
    expect(engine.current!.autoplay.play).not.toHaveBeenCalled();
    expect((engine.props.at(-1) as CarouselEngineProps).autoplayMs).toBeUndefined();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(screen.getByText('Alpha').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('has no controls and loads no engine when every slide is in view', async () => {
    // From 768 px two slides are in view.
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query === '(min-width: 48em)'));
    renderCarousel({ slides: slides.slice(0, 2) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(engine.props).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next thing' })).not.toBeInTheDocument();
  });

  it('measures again 50 ms after the last resize, once', async () => {
    renderCarousel();
    const { api } = engine.current!;
    await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
    vi.useFakeTimers();
    for (const width of [900, 800, 700]) {
      window.innerWidth = width;
      fireEvent(window, new Event('resize'));
      act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10));
    }
    expect(api.reInit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10));
    expect(api.reInit).toHaveBeenCalledTimes(1);
    window.innerWidth = 1024;
  });

  describe('rendered on the server', () => {
    const ui = <Carousel label="Our things" itemName="thing" slides={slides.slice(0, 3)} maxPerView={3} durationMs={500} autoplayMs={4000} loop />;

    it('leaves the slides per view and the controls to CSS, which knows the width, and hydrates without a mismatch', async () => {
      const { serverHtml, recovered } = await renderHydrated(ui);
      expect(recovered).toEqual([]);
      // Three slides fit from 1024 px: the controls are there for narrower screens.
      expect(serverHtml).toMatch(/aria-roledescription="carousel"[^>]* data-max="3" data-fits-from="desktop"/);
      expect(serverHtml).toContain('aria-label="Next thing"');
      await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
    });

    it('hydrates without a mismatch under reduced motion, then drops the pause button CSS was hiding', async () => {
      mockReducedMotion(true);
      const { serverHtml, recovered } = await renderHydrated(ui);
      expect(recovered).toEqual([]);
      expect(serverHtml).toContain('Stop automatic slide show');
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next thing' })).toBeInTheDocument();
      await waitFor(() => expect(engine.props.length).toBeGreaterThan(0));
    });
  });
});
