import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/pharmacy-software')({
  head: () => productHead('pharmacy-software'),
  component: PharmacySoftwarePage,
});

function PharmacySoftwarePage() {
  return <ProductPage slug="pharmacy-software" consultation={<InlineConsultation />} />;
}
