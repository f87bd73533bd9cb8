import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/laptop-ache')({
  head: () => industryHead('laptop-ache'),
  component: LaptopAchePage,
});

function LaptopAchePage() {
  return <IndustryPage slug="laptop-ache" />;
}
