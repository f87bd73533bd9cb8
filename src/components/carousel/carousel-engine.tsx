import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { type RefObject, useEffect, useMemo } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselEngineProps {
  /** The slides' viewport, drawn (and attached) before the engine mounts. */
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptions;
  autoplayMs?: number;
  fade?: boolean;
  onApi: (api: EmblaApi | null) => void;
}

/**
 * Embla attached to markup React has already drawn. It lives in its own
 * module, loaded once the page is hydrated, so the carousels' code never
 * delays it; until it arrives the slides simply sit in their first position.
 * Autoplay never starts by itself (and a drag only stops it): useCarousel
 * decides when it plays.
 */
export default function CarouselEngine({ viewport, options, autoplayMs, fade, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () => [
      ...(autoplayMs
        ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]
        : []),
      ...(fade ? [Fade()] : []),
    ],
    [autoplayMs, fade],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    attach(node);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);

  return null;
}
