import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/e-commerce-website')({
  head: () => productHead('e-commerce-website'),
  component: ECommerceWebsitePage,
});

function ECommerceWebsitePage() {
  return <ProductPage slug="e-commerce-website" consultation={<InlineConsultation />} />;
}
