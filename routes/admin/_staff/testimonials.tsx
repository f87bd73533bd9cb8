import { createFileRoute } from '@tanstack/react-router';
import { testimonialQueries } from '@/api/admin-testimonials';
import { startLoading } from '@/features/admin/loading';
import { TestimonialsPage } from '@/features/admin/testimonials';

export const Route = createFileRoute('/admin/_staff/testimonials')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [testimonialQueries.list()]),
  head: () => ({ meta: [{ title: 'Testimonials — ITBD Back Office' }] }),
  component: TestimonialsPage,
});
