import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '@/components/page-pending';

/**
 * What the server sends in place of a portal page (its token lives in the browser). Once
 * React has hydrated it, the portal's guards may redirect: see RouterContext.hydrated.
 */
export function PortalPending() {
  const { hydrated } = useRouter().options.context;
  useEffect(() => hydrated.resolve(), [hydrated]);
  return <PagePending />;
}
