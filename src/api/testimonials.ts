import { getTestimonials } from '@contracts/testimonials/get-testimonials';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const testimonialQueries = {
  all: () => ['testimonials'] as const,
  list: () =>
    queryOptions({
      queryKey: [...testimonialQueries.all(), 'list'],
      queryFn: ({ signal }) => request(getTestimonials, { signal }).then((reply) => reply.testimonials),
    }),
};
