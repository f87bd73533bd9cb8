import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/courier-management')({
  head: () => productHead('courier-management'),
  component: CourierManagementPage,
});

function CourierManagementPage() {
  return <ProductPage slug="courier-management" consultation={<InlineConsultation />} />;
}
