import { deferred } from '@/components/deferred';

/*
 * Parts of the marketing pages taken over after the first screen, each from a chunk of its
 * own (src/components/deferred.tsx); the routes' loaders preload them. A module of its own:
 * loaders are in every page's entry, and what they import is too.
 */

/** The hero's device mockup: some 700 lines of drawn markup that only decorate (left out on phones). */
export const DeviceMockup = deferred(
  'the illustration',
  () => import('@/features/marketing/device-mockup').then((module) => ({ default: module.DeviceMockup })),
  { quiet: true },
);
export const ServiceDetails = deferred('the service details', () =>
  import('@/features/marketing/service-details').then((module) => ({ default: module.ServiceDetails })),
);
export const ServiceCta = deferred('the next steps', () => import('@/features/marketing/service-details').then((module) => ({ default: module.ServiceCta })));

export const SERVICE_PARTS = [DeviceMockup, ServiceDetails, ServiceCta] as const;
