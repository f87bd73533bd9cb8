import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { projectQueries } from '@/api/projects';
import { testimonialQueries } from '@/api/testimonials';
import { preloadParts } from '@/components/deferred';
import { ConsultationModal } from '@/features/consultation/consultation-modal';
import { HomeHero } from '@/features/home/hero';
import { homeHead } from '@/features/home/home-head';
import {
  ContactBanner,
  HOME_PARTS,
  LatestPostsSection,
  ProjectsSection,
  ServicesSection,
  TechStrip,
  TestimonialsSection,
  WhySection,
} from '@/features/home/home-sections';
import { SERVICES_SECTION_ID } from '@/features/home/section-ids';
import { OrganizationData } from '@/features/home/organization-data';
import { NewsletterBand } from '@/features/newsletter/newsletter-part';
import { prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/')({
  // In the browser a failed list shows in its section ('Failed to load projects.' with a retry).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      prefetchAll(queryClient, [projectQueries.list(), projectQueries.categories(), testimonialQueries.list(), blogQueries.list()]),
      preloadParts([...HOME_PARTS, NewsletterBand]),
    ]),
  head: homeHead,
  component: HomeRoute,
});

/** The home page (SPEC §2): the hero, then the sections, composed here because they come from several features. */
function HomeRoute() {
  return (
    <>
      <OrganizationData />
      <HomeHero />
      <ServicesSection />
      <WhySection />
      <ProjectsSection />
      <TechStrip />
      <TestimonialsSection />
      <ContactBanner />
      <LatestPostsSection />
      <NewsletterBand />
      <ConsultationModal watchId={SERVICES_SECTION_ID} />
    </>
  );
}
