import type { Testimonial } from '@contracts/testimonials/get-testimonials';
import { IconQuote } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testimonialQueries } from '@/api/testimonials';
import { hashString } from '@/lib/hash-string';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryBoundary } from '@/components/query-boundary';
import { Section } from '@/components/sections/section';
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/marketing/client-quote-band.module.css';
import markup from '@/styles/markup.module.css';

const HEADING_ID = 'client-quote';

/**
 * The client's words a page shows: one of the best-rated testimonials, picked by
 * the page's key, so sibling pages quote different clients and the server and the
 * browser pick the same one.
 */
export function quoteFor(testimonials: readonly Testimonial[], pageKey: string): Testimonial | undefined {
  const best = Math.max(...testimonials.map((testimonial) => testimonial.rating));
  const candidates = testimonials.filter((testimonial) => testimonial.rating === best);
  return candidates[hashString(pageKey) % candidates.length];
}

/**
 * A band with one client's quote, between a page's sections. It adds weight to a
 * page that stands without it, so a failed or empty list leaves it out rather
 * than showing a failure where the visitor did not ask for the list.
 */
export function ClientQuoteBand({ pageKey }: { pageKey: string }) {
  return (
    <QueryBoundary
      fallback={
        <Band>
          <div className={`${markup.stack} ${classes.loading}`} role="status" aria-label="Loading a client's words">
            <SkeletonBlock h={22} w="90%" />
            <SkeletonBlock h={22} w="80%" />
            <SkeletonBlock h={22} w="55%" />
            <SkeletonBlock h={48} w={220} radius="xl" style={{ marginTop: 'var(--mantine-spacing-lg)' }} />
          </div>
        </Band>
      }
      errorFallback={null}
    >
      <Quote pageKey={pageKey} />
    </QueryBoundary>
  );
}

function Quote({ pageKey }: { pageKey: string }) {
  const { data } = useSuspenseQuery(testimonialQueries.list());
  const quote = quoteFor(data, pageKey);
  if (!quote) return null;
  return (
    <Band>
      <figure className={classes.quote}>
        <blockquote>
          <p>{quote.description}</p>
        </blockquote>
        <figcaption className={`${markup.group} ${classes.caption}`}>
          <InitialsAvatar name={quote.name} size={48} radius="xl" />
          <div className={classes.author}>
            <p className={`${markup.text} ${markup.bold} ${classes.authorName}`}>{quote.name}</p>
            {quote.designation && <p className={`${markup.text} ${markup.fzSm}`}>{quote.designation}</p>}
          </div>
        </figcaption>
      </figure>
    </Band>
  );
}

function Band({ children }: { children: ReactNode }) {
  return (
    <Section tone="navy" labelledBy={HEADING_ID}>
      <div className={`${markup.stack} ${classes.band}`}>
        <IconQuote size={44} color="var(--mantine-color-accent-4)" aria-hidden />
        <h2 id={HEADING_ID} className={`${markup.title} ${classes.heading}`}>
          What Our Clients Say
        </h2>
        {children}
      </div>
    </Section>
  );
}
