import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { serviceHead } from '@/features/marketing/meta';
import { ServicePage } from '@/features/marketing/service-page';

export const Route = createFileRoute('/services/app-development')({
  head: () => serviceHead('app-development'),
  component: AppDevelopmentPage,
});

function AppDevelopmentPage() {
  return <ServicePage slug="app-development" consultation={<InlineConsultation />} />;
}
