import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/erp-software')({
  head: () => productHead('erp-software'),
  component: ErpSoftwarePage,
});

function ErpSoftwarePage() {
  return <ProductPage slug="erp-software" consultation={<InlineConsultation />} />;
}
