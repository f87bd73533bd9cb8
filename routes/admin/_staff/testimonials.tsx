import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { testimonialQueries } from '@/api/admin-testimonials';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/testimonials')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [testimonialQueries.list()]),
  head: () => ({ meta: [{ title: 'Testimonials — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'TestimonialsPage'),
});
