import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/boi-ache')({
  head: () => industryHead('boi-ache'),
  component: BoiAchePage,
});

function BoiAchePage() {
  return <IndustryPage slug="boi-ache" />;
}
