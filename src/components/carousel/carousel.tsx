import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from '@/components/carousel/carousel.module.css';
import { IconButton } from '@/components/icon-button';
import { AutoplayToggle, type CarouselState, type UseCarouselOptions, slideProps, useCarousel } from '@/components/carousel/use-carousel';

interface CarouselProps extends Omit<UseCarouselOptions, 'count' | 'fade'> {
  /** Names the carousel for assistive technology, e.g. 'Our services'. */
  label: string;
  /** What one slide is, for the buttons: 'Previous service', 'Next service'. */
  itemName?: string;
  slides: { key: string | number; content: ReactNode }[];
  /** Space between slides, in px. */
  gap?: number;
}

/**
 * A carousel of cards (SPEC §2, §9) on the APG pattern: a labelled region,
 * slides labelled 'N of M', named previous, next and pause buttons, arrow
 * keys, autoplay that pauses on hover or focus and stays off under reduced
 * motion.
 */
export function Carousel({ label, itemName = 'slide', slides, gap = 24, ...options }: CarouselProps) {
  const { viewportRef, ...carousel } = useCarousel({ ...options, count: slides.length });
  const style = { '--carousel-gap': `${gap}px` } as CSSProperties;

  return (
    <div
      role="region"
      aria-label={label}
      {...carousel.regionProps}
      className={classes.carousel}
      data-max={carousel.maxPerView}
      data-fits-from={carousel.fitsFrom}
      style={style}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container} aria-live={carousel.liveMode}>
          {slides.map((slide, index) => (
            <div key={slide.key} className={classes.slide} {...slideProps(index, slides.length)}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {carousel.scrollable && <CarouselControls carousel={carousel} itemName={itemName} className={classes.controls} />}
      {carousel.engine}
    </div>
  );
}

interface CarouselControlsProps {
  carousel: Omit<CarouselState, 'viewportRef'>;
  itemName: string;
  className?: string;
}

function CarouselControls({ carousel, itemName, className }: CarouselControlsProps) {
  // The three buttons' one look: round, 44 px to tap.
  const look = { size: 44, radius: 'xl', variant: 'default' } as const;
  const step = (direction: 'Previous' | 'Next') => {
    const back = direction === 'Previous';
    const Icon = back ? IconChevronLeft : IconChevronRight;
    return (
      <IconButton
        {...look}
        aria-label={`${direction} ${itemName}`}
        disabled={back ? !carousel.canPrev : !carousel.canNext}
        onClick={back ? carousel.scrollPrev : carousel.scrollNext}
      >
        <Icon size={20} aria-hidden />
      </IconButton>
    );
  };
  return (
    <div className={`${classes.controlRow} ${className ?? ''}`.trimEnd()}>
      {step('Previous')}
      <AutoplayToggle carousel={carousel} {...look} />
      {step('Next')}
    </div>
  );
}
