import { createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '@/features/admin/admin-pending';
import { BackOfficeRoot } from '@/features/admin/back-office-root';
import { pageHead } from '@/lib/head';

/** The back office: rendered only in the browser, where the staff token lives; never indexed (src/lib/head.ts). */
export const Route = createFileRoute('/admin')({
  ssr: false,
  pendingComponent: AdminPending,
  head: () => pageHead('Back Office', 'The ITBD back office.'),
  component: BackOfficeRoot,
});
