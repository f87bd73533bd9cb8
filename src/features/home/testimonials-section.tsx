import type { Testimonial } from '@contracts/testimonials/get-testimonials';
import { Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
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

const TESTIMONIALS_FAILED = 'Failed to load testimonials.';
const NO_TESTIMONIALS = 'No testimonials found.';

/** SPEC §3: the rating shown as that many stars. */
function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <IconStarFilled key={index} size={18} color="var(--mantine-color-accent-5)" aria-hidden />
      ))}
    </Group>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" shadow="md" radius="md" withBorder padding="xl" m={0} h="100%">
      <Group justify="space-between" align="flex-start">
        <Stars rating={testimonial.rating} />
        <IconQuote size={32} color="var(--mantine-color-brand-2)" aria-hidden />
      </Group>
      <Text component="blockquote" fz="md" mt="md" mb="lg" mx={0} style={{ flex: 1 }}>
        {testimonial.description}
      </Text>
      <Group component="figcaption" gap="sm" wrap="nowrap">
        <InitialsAvatar name={testimonial.name} size={48} radius="xl" />
        <div>
          <Text fw={700}>{testimonial.name}</Text>
          {testimonial.designation && (
            <Text fz="sm" c="dimmed">
              {testimonial.designation}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

function TestimonialSkeleton() {
  return (
    <Card shadow="md" radius="md" withBorder padding="xl" aria-hidden>
      <Skeleton height={18} width={110} />
      <Stack gap={8} mt="md" mb="lg">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
      <Group gap="sm">
        <Skeleton height={48} circle />
        <div>
          <Skeleton height={14} width={120} />
          <Skeleton height={12} width={160} mt={6} />
        </div>
      </Group>
    </Card>
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
      <Box maw={640} mx="auto">
        <TestimonialCard testimonial={list[0]!} />
      </Box>
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
