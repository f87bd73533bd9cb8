import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/inline-consultation';
import { productHead } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';

export const Route = createFileRoute('/project/publication-website')({
  head: () => productHead('publication-website'),
  component: PublicationWebsitePage,
});

function PublicationWebsitePage() {
  return <ProductPage slug="publication-website" consultation={<InlineConsultation />} />;
}
