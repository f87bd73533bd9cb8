import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { serviceHead } from '@/features/marketing/meta';
import { ServicePage } from '@/features/marketing/service-page';

export const Route = createFileRoute('/services/graphic-design')({
  head: () => serviceHead('graphic-design'),
  component: GraphicDesignPage,
});

function GraphicDesignPage() {
  return <ServicePage slug="graphic-design" consultation={<InlineConsultation />} />;
}
