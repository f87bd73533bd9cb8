import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '@/components/page-pending';

/**
 * What the server sends in place of a back-office page (the staff token lives in the
 * browser). Once React has hydrated it, the guards may redirect: see RouterContext.hydrated.
 */
export function AdminPending() {
  const { hydrated } = useRouter().options.context;
  useEffect(() => hydrated.resolve(), [hydrated]);
  return <PagePending />;
}
