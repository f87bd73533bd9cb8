import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { serviceHead } from '@/features/marketing/meta';
import { ServicePage } from '@/features/marketing/service-page';

export const Route = createFileRoute('/services/wordpress-website')({
  head: () => serviceHead('wordpress-website'),
  component: WordpressWebsitePage,
});

function WordpressWebsitePage() {
  return <ServicePage slug="wordpress-website" consultation={<InlineConsultation />} />;
}
