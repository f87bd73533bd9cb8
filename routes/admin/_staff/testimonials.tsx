import { createFileRoute } from '@tanstack/react-router';
import { testimonialQueries } from '@/api/admin-testimonials';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/testimonials')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [testimonialQueries.list()]),
  head: backOfficeHead('Testimonials'),
  component: backOfficePage('TestimonialsPage'),
});
