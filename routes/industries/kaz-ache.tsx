import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/kaz-ache')({
  head: () => industryHead('kaz-ache'),
  component: KazAchePage,
});

function KazAchePage() {
  return <IndustryPage slug="kaz-ache" />;
}
