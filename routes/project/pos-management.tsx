import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/pos-management')({
  head: () => productHead('pos-management'),
  component: PosManagementPage,
});

function PosManagementPage() {
  return <ProductPage slug="pos-management" consultation={<InlineConsultation />} />;
}
