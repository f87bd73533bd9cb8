import { useDebouncedCallback, useMediaQuery, useMounted, useReducedMotion, useWindowEvent } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import classes from '@/components/carousel/carousel.module.css';
import type { EmblaApi, EmblaOptions } from '@/components/carousel/carousel-engine';
import { IconButton } from '@/components/icon-button';
import { LazyPart, retryableLazy } from '@/components/lazy-part';

const CarouselEngine = retryableLazy(() => import('@/components/carousel/carousel-engine'));

/** SPEC §9: resize handling is debounced at 50 ms. */
export const RESIZE_DEBOUNCE_MS = 50;

/**
 * Embla's `duration` is a speed factor, not milliseconds: with its fixed 60 fps
 * step and friction of 0.68 a slide is 95% in place after about 24·d − 120 ms.
 * This turns the spec's milliseconds into that factor.
 */
export const emblaDuration = (ms: number) => Math.max(1, Math.round((ms + 120) / 24));

/** SPEC §9: one slide across, two from 768 px, three from 1024 px (the breakpoints of carousel.module.css). */
const TWO_ACROSS = '(min-width: 48em)';
const THREE_ACROSS = '(min-width: 64em)';

/** The width from which all `count` slides fit side by side, when some width below it does not. */
function fitsFrom(count: number, maxPerView: number): 'tablet' | 'desktop' | undefined {
  if (count === 2 && maxPerView >= 2) return 'tablet';
  if (count === 3 && maxPerView >= 3) return 'desktop';
  return undefined;
}

export interface UseCarouselOptions {
  /** How many slides there are. */
  count: number;
  /** Most slides in view on wide screens (default 1): one across, two from 768 px, three from 1024 px, up to this. */
  maxPerView?: 1 | 2 | 3;
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
 * slides per view by width (laid out by CSS, so the server's HTML has them
 * right before any script runs), debounced resizing, autoplay that pauses on
 * hover or focus and never runs under reduced motion, a pause button, arrow
 * keys, and a live region that speaks only while the carousel is not rotating.
 */
export function useCarousel({ count, maxPerView = 1, durationMs, autoplayMs, loop = false, fade = false }: UseCarouselOptions) {
  const most = fade ? 1 : maxPerView;
  // Until mounted these read false, as on the server: one across, and the controls
  // are there (CSS hides them at the widths where every slide is in view).
  const twoAcross = useMediaQuery(TWO_ACROSS);
  const threeAcross = useMediaQuery(THREE_ACROSS);
  const perView = Math.max(1, Math.min(count, most, threeAcross ? 3 : twoAcross ? 2 : 1));
  const scrollable = count > perView;
  const reducedMotion = useReducedMotion();
  const mounted = useMounted();

  // A ref, not state: a state setter as ref would re-render the whole carousel synchronously right after its first commit.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
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
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    const action = pendingAction.current;
    pendingAction.current = null;
    action?.(api);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // Autoplay follows `rotating`, also after a re-measure (which restarts plugins) and after a drag (which stops it).
  // Embla's autoplay plugin times and advances the slides; pausing is decided here, not by its
  // stopOnMouseEnter / stopOnFocusIn: those see focus only on the slides (not on the previous, next
  // and pause buttons, which the APG pattern and SPEC §4 count), and their mouseleave and focusout
  // restart autoplay unconditionally, over a focus still inside or the visitor's own Stop.
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

  // The window was resized: measure again, 50 ms after the last resize.
  useWindowEvent('resize', useDebouncedCallback(() => api?.reInit(), RESIZE_DEBOUNCE_MS));

  const run = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) action(api);
      // Pressed before the engine's code arrived: act when it does.
      else pendingAction.current = action;
    },
    [api],
  );
  const scrollPrev = useCallback(() => run((embla) => embla.scrollPrev()), [run]);
  const scrollNext = useCallback(() => run((embla) => embla.scrollNext()), [run]);
  const scrollTo = useCallback((index: number) => run((embla) => embla.scrollTo(index)), [run]);

  const regionProps = {
    'aria-roledescription': 'carousel',
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
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

  // The engine's code loads once mounted (after hydration): until then the slides sit in their first position.
  const engine: ReactNode =
    scrollable && mounted ? (
      // Without its engine a carousel still shows its slides in place: a failed load is not worth a message.
      <LazyPart label="the carousel" quiet>
        <CarouselEngine
          viewport={viewportRef}
          options={options}
          autoplayMs={autoplayEnabled ? autoplayMs : undefined}
          fade={fade}
          onApi={setApi}
        />
      </LazyPart>
    ) : null;

  return {
    viewportRef,
    engine,
    /** Slides across at the widest (fewer when there are fewer slides), for the CSS that lays them out. */
    maxPerView: Math.min(count, most),
    /** Where every slide is in view from some width up, the controls are hidden there by CSS. */
    fitsFrom: fade ? undefined : fitsFrom(count, most),
    scrollable,
    selectedIndex: scrollable ? selectedIndex : 0,
    canPrev: scrollable && canPrev,
    canNext: scrollable && canNext,
    scrollPrev,
    scrollNext,
    scrollTo,
    regionProps,
    /** Autoplay can run here at all (it has slides to show and motion is allowed). */
    autoplayEnabled,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    /** APG: announce slide changes only while the carousel is not rotating. */
    liveMode: (rotating ? 'off' : 'polite') as 'off' | 'polite',
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;

/** A slide's role and its place among the slides, as the APG carousel pattern names them. */
export const slideProps = (index: number, count: number) =>
  ({ role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${count}` }) as const;

/**
 * The APG pause button of an autoplaying carousel (nothing when autoplay cannot run);
 * `look` styles it for its background and the buttons beside it.
 */
export function AutoplayToggle({
  carousel,
  ...look
}: { carousel: Pick<CarouselState, 'autoplayEnabled' | 'userPaused' | 'togglePaused'> } & Pick<ComponentProps<typeof IconButton>, 'variant' | 'color' | 'size' | 'radius'>) {
  if (!carousel.autoplayEnabled) return null;
  return (
    <IconButton
      {...look}
      aria-label={carousel.userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
      className={classes.autoplayToggle}
      onClick={carousel.togglePaused}
    >
      {carousel.userPaused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
    </IconButton>
  );
}
