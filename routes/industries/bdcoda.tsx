import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/bdcoda')({
  head: () => industryHead('bdcoda'),
  component: BdcodaPage,
});

function BdcodaPage() {
  return <IndustryPage slug="bdcoda" />;
}
