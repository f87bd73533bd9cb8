import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { categoryQueries, projectQueries } from '@/api/admin-portfolio';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/portfolio')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [projectQueries.list(), categoryQueries.list()]),
  head: () => ({ meta: [{ title: 'Portfolio — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'PortfolioPage'),
});
