import { MountInTurn, ScreenPlaceholder } from '@/components/after-first-paint';
import { ConsultationModal } from '@/features/consultation/consultation-modal';
import { ContactBanner } from '@/features/home/contact-banner';
import { LatestPostsSection } from '@/features/home/latest-posts-section';
import { SERVICES_SECTION_ID, ServicesSection } from '@/features/home/services-section';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { WhySection } from '@/features/home/why-section';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';
import { ProjectsSection } from '@/features/projects/projects-section';

/**
 * The home page under the hero (SPEC §2), in a chunk of its own that loads
 * after the first paint. It lives beside the route (the `-` prefix keeps it
 * out of the route tree) because it composes several features.
 */
export default function HomeBelowTheFold() {
  return (
    <>
      <MountInTurn placeholder={<ScreenPlaceholder />}>
        <ServicesSection />
        <WhySection />
        <ProjectsSection />
        <TestimonialsSection />
        <ContactBanner />
        <LatestPostsSection />
        <NewsletterBand />
      </MountInTurn>
      <ConsultationModal watchId={SERVICES_SECTION_ID} />
    </>
  );
}
