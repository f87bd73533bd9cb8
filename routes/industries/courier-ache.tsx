import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/courier-ache')({
  head: () => industryHead('courier-ache'),
  component: CourierAchePage,
});

function CourierAchePage() {
  return <IndustryPage slug="courier-ache" />;
}
