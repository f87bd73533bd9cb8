import { getTestimonials } from '@contracts/testimonials/get-testimonials';
import { endpointQuery } from '@/api/endpoint-options';

export const testimonialQueries = {
  all: () => ['testimonials'] as const,
  list: () => endpointQuery([...testimonialQueries.all(), 'list'], getTestimonials, (reply) => reply.testimonials),
};
