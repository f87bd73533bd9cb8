import latinFontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { settingsQueries } from '@/api/settings';
import { preloadParts } from '@/components/deferred';
import { LazyPart } from '@/components/lazy-part';
import { DEFAULT_COLOR_SCHEME, SiteMantineProvider } from '@/components/site-mantine-provider';
import { SiteFooter, SiteLayout } from '@/features/layout/site-layout';
import { isBackOfficePath, siteHead } from '@/lib/head';
import { TOAST_DURATION, Toaster, toasterNeeded } from '@/lib/notify';
import { prefetchAll } from '@/lib/route-loading';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's contact bar and the footer show the site settings on every page.
  loader: ({ context: { queryClient } }) => Promise.all([prefetchAll(queryClient, [settingsQueries.website()]), preloadParts([SiteFooter])]),
  head: ({ matches }) => siteHead(matches, { fontUrl: latinFontUrl }),
  component: RootDocument,
});

function RootDocument() {
  const router = useRouter();
  useEffect(() => {
    // A page that arrived as the portal's shell is live once its placeholder is (PortalPending).
    if (!router.state.matches.some((match) => match.ssr === false)) router.options.context.hydrated.resolve();
  }, [router]);
  const showToaster = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, () => false);
  // The back office has a frame of its own (its AppShell): no site header, footer or chat button.
  const backOffice = useRouterState({ select: (state) => isBackOfficePath(state.location.pathname) });
  return (
    // The theme respects reduced motion: Mantine's transitions read this flag (global.css).
    <html lang="en" {...mantineHtmlProps} data-respect-reduced-motion="true">
      <head>
        {/* Sets the saved colour scheme before the first paint: a visitor who chose dark sees no light flash. */}
        <ColorSchemeScript defaultColorScheme={DEFAULT_COLOR_SCHEME} />
        <HeadContent />
      </head>
      <body>
        <SiteMantineProvider>
          {backOffice ? (
            <Outlet />
          ) : (
            <SiteLayout>
              <Outlet />
            </SiteLayout>
          )}
          {showToaster && (
            // Toasts repeat what the page shows in place; without their code the page still works.
            <LazyPart label="notifications" quiet>
              <Toaster position="top-right" duration={TOAST_DURATION.blank} visibleToasts={20} closeButton />
            </LazyPart>
          )}
        </SiteMantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
