import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { projectQueries } from '@/api/projects';
import { testimonialQueries } from '@/api/testimonials';
import { ConsultationModal } from '@/features/consultation/consultation-modal';
import { ContactBanner } from '@/features/home/contact-banner';
import { HomeHero } from '@/features/home/hero';
import { homeHead } from '@/features/home/home-head';
import { LatestPostsSection } from '@/features/home/latest-posts-section';
import { SERVICES_SECTION_ID, ServicesSection } from '@/features/home/services-section';
import { TechStrip } from '@/features/home/tech-strip';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { WhySection } from '@/features/home/why-section';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';
import { ProjectsSection } from '@/features/projects/projects-section';
import { prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/')({
  // In the browser a failed list shows in its section ('Failed to load projects.' with a retry).
  loader: ({ context: { queryClient } }) =>
    prefetchAll(queryClient, [
      projectQueries.list(),
      projectQueries.categories(),
      testimonialQueries.list(),
      blogQueries.list(),
    ]),
  head: ({ match: { context } }) => homeHead(context.queryClient, context.siteUrl),
  component: HomeRoute,
});

/** The home page (SPEC §2): the hero, then the sections, composed here because they come from several features. */
function HomeRoute() {
  return (
    <>
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
