import type { Testimonial } from '@contracts/testimonials/get-testimonials';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testimonialQueries } from '@/api/testimonials';
import { hashString } from '@/components/generated-art';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryBoundary } from '@/components/query-boundary';
import { Section } from '@/components/sections/section';
import classes from '@/features/marketing/client-quote-band.module.css';

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
          <Stack gap={12} w="100%" align="center" role="status" aria-label="Loading a client's words">
            <Skeleton height={22} w="90%" />
            <Skeleton height={22} w="80%" />
            <Skeleton height={22} w="55%" />
            <Skeleton height={48} w={220} mt="lg" radius="xl" />
          </Stack>
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
        <Group component="figcaption" gap="sm" justify="center" wrap="nowrap" mt="lg">
          <InitialsAvatar name={quote.name} size={48} radius="xl" />
          <div className={classes.author}>
            <Text fw={700} c="white">
              {quote.name}
            </Text>
            {quote.designation && <Text fz="sm">{quote.designation}</Text>}
          </div>
        </Group>
      </figure>
    </Band>
  );
}

function Band({ children }: { children: ReactNode }) {
  return (
    <Section tone="navy" labelledBy={HEADING_ID}>
      <Stack gap="lg" align="center" ta="center" maw={860} mx="auto">
        <IconQuote size={44} color="var(--mantine-color-accent-4)" aria-hidden />
        <Title order={2} id={HEADING_ID} c="accent.3" fz="xs" fw={700} lts={1.5} tt="uppercase">
          What Our Clients Say
        </Title>
        {children}
      </Stack>
    </Section>
  );
}
