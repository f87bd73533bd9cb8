import type { Testimonial } from '@contracts/testimonials/get-testimonials';
import { IconQuote, IconStarFilled } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { testimonialQueries } from '@/api/testimonials';
import { Carousel } from '@/components/carousel/carousel';
import { CarouselSkeleton } from '@/components/carousel/carousel-skeleton';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/home/testimonials-section.module.css';
import markup from '@/styles/markup.module.css';

const TESTIMONIALS_FAILED = 'Failed to load testimonials.';
const NO_TESTIMONIALS = 'No testimonials found.';

/** SPEC §3: the rating shown as that many stars. */
function Stars({ rating }: { rating: number }) {
  return (
    <div className={classes.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <IconStarFilled key={index} size={18} color="var(--mantine-color-accent-5)" aria-hidden />
      ))}
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={`${markup.card} ${classes.card}`}>
      <div className={classes.top}>
        <Stars rating={testimonial.rating} />
        <IconQuote size={32} color="var(--mantine-color-brand-2)" aria-hidden />
      </div>
      <blockquote className={`${markup.text} ${classes.quote}`}>{testimonial.description}</blockquote>
      <figcaption className={classes.person}>
        <InitialsAvatar name={testimonial.name} size={48} radius="xl" />
        <div>
          <p className={`${markup.text} ${classes.name}`}>{testimonial.name}</p>
          {testimonial.designation && <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>{testimonial.designation}</p>}
        </div>
      </figcaption>
    </figure>
  );
}

function TestimonialSkeleton() {
  return (
    <div className={`${markup.card} ${classes.skeletonCard}`} aria-hidden>
      <SkeletonBlock h={18} w={110} />
      <div className={classes.skeletonLines}>
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} />
        <SkeletonBlock h={14} w="70%" />
      </div>
      <div className={classes.skeletonPerson}>
        <SkeletonBlock h={48} circle />
        <div>
          <SkeletonBlock h={14} w={120} />
          <SkeletonBlock h={12} w={160} className={classes.skeletonSecondLine} />
        </div>
      </div>
    </div>
  );
}

/** 'Customer Testimonials' (SPEC §2, §9): a carousel, or one card when there is only one. */
export function TestimonialsSection() {
  return (
    <Section tone="tint" labelledBy="testimonials-title">
      <SectionHeader
        id="testimonials-title"
        eyebrow="Testimonials"
        title="Customer Testimonials"
        subtitle="What business owners say after working with us."
      />
      <QueryBoundary
        fallback={
          <CarouselSkeleton label="Loading testimonials" maxPerView={2}>
            <TestimonialSkeleton />
            <TestimonialSkeleton />
          </CarouselSkeleton>
        }
        errorMessage={TESTIMONIALS_FAILED}
      >
        <Testimonials />
      </QueryBoundary>
    </Section>
  );
}

function Testimonials() {
  const { data: list } = useSuspenseQuery(testimonialQueries.list());
  if (list.length === 0) return <StatusMessage kind="empty" message={NO_TESTIMONIALS} />;
  if (list.length === 1) {
    return (
      <div className={classes.single}>
        <TestimonialCard testimonial={list[0]!} />
      </div>
    );
  }
  return (
    <Carousel
      label="Testimonials"
      itemName="testimonial"
      maxPerView={2}
      durationMs={500}
      autoplayMs={4000}
      loop
      slides={list.map((testimonial) => ({
        key: testimonial.id,
        content: <TestimonialCard testimonial={testimonial} />,
      }))}
    />
  );
}
