import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { blogQueries } from '@/api/blog';
import { projectQueries } from '@/api/projects';
import { testimonialQueries } from '@/api/testimonials';
import { AfterFirstPaint, ScreenPlaceholder } from '@/components/after-first-paint';
import { HomeHero } from '@/features/home/hero';
import { homeHead } from '@/features/home/home-head';

const HomeBelowTheFold = lazy(() => import('./-home/below-the-fold'));

export const Route = createFileRoute('/')({
  // Sections show their own loading, empty and error states, so nothing here is awaited.
  // Each request starts in a task of its own: started together with the route's code,
  // they made one long task of the first load.
  loader: ({ context: { queryClient } }) => {
    const prefetches = [
      () => queryClient.prefetchQuery(projectQueries.list()),
      () => queryClient.prefetchQuery(projectQueries.categories()),
      () => queryClient.prefetchQuery(testimonialQueries.list()),
      () => queryClient.prefetchQuery(blogQueries.list()),
    ];
    for (const prefetch of prefetches) setTimeout(prefetch, 0);
  },
  head: ({ match: { context } }) => homeHead(context.queryClient, context.siteUrl),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <>
      <HomeHero />
      {/* The hero fills the first screen; the rest of the page keeps one screen's room until it arrives. */}
      <AfterFirstPaint fallback={<ScreenPlaceholder />}>
        <HomeBelowTheFold />
      </AfterFirstPaint>
    </>
  );
}
