import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { projectQueries } from '@/api/projects';
import { testimonialQueries } from '@/api/testimonials';
import { ConsultationModal } from '@/features/consultation/consultation-modal';
import { ContactBanner } from '@/features/home/contact-banner';
import { HomeHero } from '@/features/home/hero';
import { LatestPostsSection } from '@/features/home/latest-posts-section';
import { SERVICES_SECTION_ID, ServicesSection } from '@/features/home/services-section';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { WhySection } from '@/features/home/why-section';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';
import { ProjectsSection } from '@/features/projects/projects-section';

export const Route = createFileRoute('/')({
  // Sections show their own loading, empty and error states, so nothing here is awaited.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(projectQueries.list());
    void queryClient.prefetchQuery(projectQueries.categories());
    void queryClient.prefetchQuery(testimonialQueries.list());
    void queryClient.prefetchQuery(blogQueries.list());
  },
  head: () => ({
    meta: [
      { title: 'ITBD — Software, Web and Digital Services Agency' },
      {
        name: 'description',
        content: 'Websites, apps, digital marketing and business software from a 15-year-old agency with 500+ projects.',
      },
    ],
  }),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <WhySection />
      <ProjectsSection />
      <TestimonialsSection />
      <ContactBanner />
      <LatestPostsSection />
      <NewsletterBand />
      <ConsultationModal watchId={SERVICES_SECTION_ID} />
    </>
  );
}
