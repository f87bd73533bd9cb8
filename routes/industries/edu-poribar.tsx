import { createFileRoute } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';

export const Route = createFileRoute('/industries/edu-poribar')({
  head: () => industryHead('edu-poribar'),
  component: EduPoribarPage,
});

function EduPoribarPage() {
  return <IndustryPage slug="edu-poribar" />;
}
