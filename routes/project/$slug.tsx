import { createFileRoute } from '@tanstack/react-router';
import { InlineConsultation } from '@/features/consultation/consultation-part';
import { ScheduleDemoButton } from '@/features/consultation/schedule-demo-button';
import { preloadParts } from '@/components/deferred';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { productHead, slugOrNotFound } from '@/features/marketing/meta';
import { ProductPage } from '@/features/marketing/product-page';
import { findProduct } from '@/lib/catalogue';

export const Route = createFileRoute('/project/$slug')({
  loader: async ({ params }) => {
    const slug = slugOrNotFound(findProduct(params.slug));
    await preloadParts([DeviceMockup, InlineConsultation]);
    return slug;
  },
  head: ({ params }) => productHead(params.slug),
  component: ProductRoute,
});

function ProductRoute() {
  return (
    <ProductPage
      slug={Route.useLoaderData()}
      scheduleDemo={(product, label) => (
        <ScheduleDemoButton product={product} color="accent.4" size="lg">
          {label}
        </ScheduleDemoButton>
      )}
      consultation={<InlineConsultation />}
    />
  );
}
