import { useMounted, useNetwork, useReducedMotion } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { AutoplayToggle, slideProps, useCarousel } from '@/components/carousel/use-carousel';
import { COMPANY_FIGURES, YEARS_IN_BUSINESS } from '@/lib/company-figures';
import { BrowserArt, DevicesArt, GrowthArt } from '@/features/home/home-sections';
import markup from '@/styles/markup.module.css';
import classes from '@/features/home/hero.module.css';

const MEDIA = `${import.meta.env.BASE_URL}media`;
const HERO_POSTER = `${MEDIA}/hero-poster.webp`;

const HERO_SLIDES: { title: string; text: string; art: ReactNode }[] = [
  {
    title: 'Websites That Turn Visitors Into Customers',
    text: `Fast, accessible sites and web apps, designed and built by one team with ${YEARS_IN_BUSINESS.value} years of practice.`,
    art: <BrowserArt />,
  },
  {
    title: 'Apps and Software That Run Your Business',
    text: 'Mobile apps, POS, ERP, pharmacy and courier systems that work on the shop floor, online or off.',
    art: <DevicesArt />,
  },
  {
    title: 'Marketing That Grows What We Build',
    text: 'SEO, social and paid campaigns measured in leads and sales, reported to you every month.',
    art: <GrowthArt />,
  },
];

const HERO_STATS = COMPANY_FIGURES.map((figure) => ({ value: figure.value, label: figure.short }));

/** SPEC §9: each slide stays 5000 ms and fades over 1000 ms. */
const HERO_AUTOPLAY_MS = 5000;
const HERO_FADE_MS = 1000;
/** The headline and text fade in step with the artwork: hero.module.css reads the duration from here. */
const SLIDES_FADE = { '--hero-fade': `${HERO_FADE_MS}ms` } as CSSProperties;

/**
 * The hero (SPEC §2): three slides over a looping background video. The
 * poster is in the server's HTML and is the first paint; the video joins once
 * the page is hydrated, and never under reduced motion or Save-Data. Headline,
 * text and artwork cross-fade between slides (instantly under reduced motion).
 */
export function HomeHero() {
  const mounted = useMounted();
  const reducedMotion = useReducedMotion();
  // Save-Data: the visitor asked for less traffic, so the poster stays.
  const saveData = useNetwork().saveData === true;
  const showVideo = mounted && !reducedMotion && !saveData;

  const { viewportRef, ...carousel } = useCarousel({
    count: HERO_SLIDES.length,
    fade: true,
    loop: true,
    durationMs: HERO_FADE_MS,
    autoplayMs: HERO_AUTOPLAY_MS,
  });

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img
        className={classes.poster}
        src={HERO_POSTER}
        alt=""
        width={640}
        height={360}
        loading="eager"
        fetchPriority="high"
      />
      {showVideo && (
        <video
          className={classes.video}
          autoPlay
          muted
          loop
          playsInline
          poster={HERO_POSTER}
          aria-hidden="true"
          tabIndex={-1}
        >
          <source src={`${MEDIA}/hero-loop.webm`} type="video/webm" />
          <source src={`${MEDIA}/hero-loop.mp4`} type="video/mp4" />
        </video>
      )}
      <div className={classes.overlay} />
      <div className={`${markup.container} ${classes.inner}`}>
        <div
          className={classes.layout}
          role="region"
          aria-label="Highlights"
          {...carousel.regionProps}
        >
          <div>
            <p className={classes.eyebrow}>ITBD · Web, App and Digital Agency</p>
            <div className={classes.slides} aria-live={carousel.liveMode} style={SLIDES_FADE}>
              {HERO_SLIDES.map((slide, index) => {
                const current = index === carousel.selectedIndex;
                // The page's one h1 is the headline on screen; the hidden slides' are paragraphs.
                const Headline = current ? 'h1' : 'p';
                return (
                  <div
                    key={slide.title}
                    className={classes.slide}
                    {...slideProps(index, HERO_SLIDES.length)}
                    data-current={current || undefined}
                  >
                    <Headline id={current ? 'hero-title' : undefined} className={classes.headline}>
                      {slide.title}
                    </Headline>
                    <p className={`${markup.text} ${markup.fzLg} ${classes.lead}`}>{slide.text}</p>
                  </div>
                );
              })}
            </div>
            <div className={classes.actions}>
              <ButtonLink to="/contact" size="lg" color="accent.4" c="navy.9" rightSection={<IconArrowRight size={18} aria-hidden />}>
                Get Started
              </ButtonLink>
              <ButtonLink to="/portfolio" size="lg" variant="outline" color="white">
                See Our Work
              </ButtonLink>
            </div>
            <div className={classes.controls}>
              {HERO_SLIDES.map((slide, index) => (
                <button
                  key={slide.title}
                  type="button"
                  className={classes.dot}
                  aria-label={`Show slide ${index + 1}`}
                  aria-current={index === carousel.selectedIndex}
                  onClick={() => carousel.scrollTo(index)}
                />
              ))}
              <AutoplayToggle carousel={carousel} variant="subtle" color="white" radius="xl" />
            </div>
          </div>
          <div className={classes.art} ref={viewportRef} aria-hidden="true">
            <div className={classes.artContainer}>
              {HERO_SLIDES.map((slide) => (
                <div key={slide.title} className={classes.artSlide}>
                  {slide.art}
                </div>
              ))}
            </div>
          </div>
        </div>
        <ul className={classes.stats} aria-label="ITBD in numbers">
          {HERO_STATS.map((stat) => (
            <li key={stat.label} className={classes.stat}>
              <strong>{stat.value}</strong> <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {carousel.engine}
    </section>
  );
}
