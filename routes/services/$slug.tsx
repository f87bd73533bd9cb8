import { createFileRoute, redirect } from '@tanstack/react-router';
import { testimonialQueries } from '@/api/testimonials';
import { InlineConsultation } from '@/features/consultation/consultation-part';
import { preloadParts } from '@/components/deferred';
import { serviceHead, slugOrNotFound } from '@/features/marketing/meta';
import { SERVICE_PARTS } from '@/features/marketing/marketing-parts';
import { ServicePage } from '@/features/marketing/service-page';
import { findService, serviceAtOldAddress, serviceLink } from '@/lib/catalogue';
import { optionalQuery, prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/services/$slug')({
  // The catalogue's services; the old footer's short addresses move to theirs; anything else is a 404.
  loader: async ({ params, context: { queryClient } }) => {
    const moved = serviceAtOldAddress(params.slug);
    if (moved) throw redirect({ ...serviceLink(moved), replace: true, statusCode: 301 });
    const slug = slugOrNotFound(findService(params.slug));
    await Promise.all([prefetchAll(queryClient, [optionalQuery(testimonialQueries.list())]), preloadParts([...SERVICE_PARTS, InlineConsultation])]);
    return slug;
  },
  head: ({ params }) => serviceHead(params.slug),
  component: ServiceRoute,
});

function ServiceRoute() {
  return <ServicePage slug={Route.useLoaderData()} consultation={<InlineConsultation />} />;
}
