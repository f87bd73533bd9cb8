import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { SessionExpiryWatcher } from '@/features/affiliate/session-expiry';
import { SiteLayout } from '@/features/layout/site-layout';
import { TOAST_DURATION, toasterNeeded } from '@/lib/notify';
import type { RouterContext } from '@/router';

// Loaded with the first toast rather than with the page: toasts only follow a visitor's action.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'ITBD — Software, Web and Digital Services Agency' },
      {
        name: 'description',
        content:
          'ITBD designs, builds and grows websites, apps and business software for companies in Bangladesh and abroad.',
      },
    ],
  }),
  component: RootComponent,
});

function RootComponent() {
  const showToaster = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, () => false);
  return (
    <>
      <HeadContent />
      <SessionExpiryWatcher />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={TOAST_DURATION.blank} visibleToasts={20} closeButton />
        </Suspense>
      )}
    </>
  );
}
