import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { serviceHead } from '@/features/marketing/meta';
import { ServicePage } from '@/features/marketing/service-page';

export const Route = createFileRoute('/services/digital-marketing')({
  head: () => serviceHead('digital-marketing'),
  component: DigitalMarketingPage,
});

function DigitalMarketingPage() {
  return <ServicePage slug="digital-marketing" consultation={<InlineConsultation />} />;
}
