import { useReducedMotion } from '@mantine/hooks';
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { EmblaApi, EmblaOptions } from '@/components/carousel/carousel-engine';
import { useAfterIdle } from '@/lib/use-after-idle';

const CarouselEngine = lazy(() => import('@/components/carousel/carousel-engine'));

/** SPEC §9: resize handling is debounced at 50 ms. */
export const RESIZE_DEBOUNCE_MS = 50;

/**
 * Embla's `duration` is a speed factor, not milliseconds: with its fixed 60 fps
 * step and friction of 0.68 a slide is 95% in place after about 24·d − 120 ms.
 * This turns the spec's milliseconds into that factor.
 */
export const emblaDuration = (ms: number) => Math.max(1, Math.round((ms + 120) / 24));

const viewportWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/** The window's width, updated 50 ms after the last resize. */
export function useDebouncedViewportWidth(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(viewportWidth()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

export interface UseCarouselOptions {
  /** How many slides there are. */
  count: number;
  /** Slides in view for a window width (default 1). */
  perView?: (width: number) => number;
  /** How long moving to the next slide takes, in ms. */
  durationMs: number;
  /** Time each slide stays before the next, in ms; omit for no autoplay. */
  autoplayMs?: number;
  loop?: boolean;
  /** Slides fade into each other instead of sliding. */
  fade?: boolean;
}

/**
 * One carousel's state and behaviour (SPEC §4, §9; APG carousel pattern):
 * slides per view by width, debounced resizing, autoplay that pauses on hover
 * or focus and never runs under reduced motion, a pause button, arrow keys,
 * and a live region that speaks only while the carousel is not rotating.
 */
export function useCarousel({ count, perView: perViewFor, durationMs, autoplayMs, loop = false, fade = false }: UseCarouselOptions) {
  const width = useDebouncedViewportWidth();
  const perView = fade ? 1 : Math.max(1, Math.min(count, Math.floor(perViewFor?.(width) ?? 1)));
  const scrollable = count > perView;
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });

  // A ref, not state: a state setter as ref would re-render the whole carousel synchronously right after its first commit.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const idle = useAfterIdle();
  const [wanted, setWanted] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const pendingAction = useRef<((api: EmblaApi) => void) | null>(null);

  const autoplayEnabled = Boolean(autoplayMs) && !reducedMotion && scrollable;
  const rotating = autoplayEnabled && !userPaused && !hovered && !focused;

  const options = useMemo<EmblaOptions>(
    () => ({
      active: scrollable,
      loop,
      align: 'start',
      slidesToScroll: 1,
      containScroll: loop ? false : 'trimSnaps',
      duration: emblaDuration(durationMs),
      // Resizing is handled below, debounced (SPEC §9).
      watchResize: false,
    }),
    [scrollable, loop, durationMs],
  );

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const onInit = () => {
      setSnapCount(api.scrollSnapList().length);
      onSelect();
    };
    onInit();
    api.on('select', onSelect).on('reInit', onInit);
    const action = pendingAction.current;
    pendingAction.current = null;
    action?.(api);
    return () => {
      api.off('select', onSelect).off('reInit', onInit);
    };
  }, [api]);

  // Autoplay follows `rotating`, also after a re-measure (which restarts plugins) and after a drag (which stops it).
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay || api.scrollSnapList().length <= 1) return;
      if (!rotating) autoplay.stop();
      else if (!autoplay.isPlaying()) autoplay.play();
    };
    sync();
    api.on('reInit', sync).on('pointerUp', sync);
    return () => {
      api.off('reInit', sync).off('pointerUp', sync);
    };
  }, [api, rotating]);

  // The width changed (debounced): measure again.
  const firstWidth = useRef(width);
  useEffect(() => {
    if (width !== firstWidth.current) api?.reInit();
  }, [api, width]);

  const run = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) action(api);
      else {
        // Pressed before the engine arrived: load it now and act when it does.
        pendingAction.current = action;
        setWanted(true);
      }
    },
    [api],
  );
  const scrollPrev = useCallback(() => run((embla) => embla.scrollPrev()), [run]);
  const scrollNext = useCallback(() => run((embla) => embla.scrollNext()), [run]);
  const scrollTo = useCallback((index: number) => run((embla) => embla.scrollTo(index)), [run]);

  const regionProps = {
    'aria-roledescription': 'carousel',
    onMouseEnter: () => {
      setHovered(true);
      setWanted(true);
    },
    onMouseLeave: () => setHovered(false),
    onFocus: () => {
      setFocused(true);
      setWanted(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!scrollable || (event.target as HTMLElement).closest('input, textarea, select')) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        scrollNext();
      }
    },
  };

  const engine: ReactNode =
    scrollable && (idle || wanted) ? (
      <Suspense fallback={null}>
        <CarouselEngine
          viewport={viewportRef}
          options={options}
          autoplayMs={autoplayEnabled ? autoplayMs : undefined}
          fade={fade}
          startNow={wanted}
          onApi={setApi}
        />
      </Suspense>
    ) : null;

  return {
    viewportRef,
    engine,
    perView,
    scrollable,
    selectedIndex: scrollable ? selectedIndex : 0,
    snapCount: scrollable ? snapCount || count - perView + 1 : 1,
    canPrev: scrollable && canPrev,
    canNext: scrollable && canNext,
    scrollPrev,
    scrollNext,
    scrollTo,
    regionProps,
    /** Autoplay can run here at all (it has slides to show and motion is allowed). */
    autoplayEnabled,
    /** Slides are advancing by themselves right now. */
    rotating,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    /** APG: announce slide changes only while the carousel is not rotating. */
    liveMode: (rotating ? 'off' : 'polite') as 'off' | 'polite',
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
