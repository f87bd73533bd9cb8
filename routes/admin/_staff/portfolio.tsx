import { createFileRoute } from '@tanstack/react-router';
import { categoryQueries, projectQueries } from '@/api/admin-portfolio';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/portfolio')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [projectQueries.list(), categoryQueries.list()]),
  head: backOfficeHead('Portfolio'),
  component: backOfficePage('PortfolioPage'),
});
