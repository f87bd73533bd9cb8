import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { ScheduleDemoButton } from '@/features/consultation/schedule-demo-button';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/tailor-management')({
  head: () => productHead('tailor-management'),
  component: TailorManagementPage,
});

function TailorManagementPage() {
  return (
    <ProductPage
      slug="tailor-management"
      demoAction={<ScheduleDemoButton product="Tailor Management" color="accent.4" size="lg" />}
      consultation={<InlineConsultation />}
    />
  );
}
