import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { serviceHead } from '@/features/marketing/meta';
import { ServicePage } from '@/features/marketing/service-page';

export const Route = createFileRoute('/services/web-design-development')({
  head: () => serviceHead('web-design-development'),
  component: WebDesignDevelopmentPage,
});

function WebDesignDevelopmentPage() {
  return <ServicePage slug="web-design-development" consultation={<InlineConsultation />} />;
}
