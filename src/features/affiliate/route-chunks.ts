import { createAppRouter } from '@/router';

const AFFILIATE_ROUTES = [
  '/_guest/affiliate-login',
  '/_guest/affiliate-signup',
  '/_affiliate/affiliate-dashboard/',
  '/_affiliate/affiliate-dashboard/edit-profile',
  '/affiliate/',
] as const;

/**
 * For route-level tests: route chunks compile on first use under Vitest, which
 * on a busy machine outlasts the settle wait of renderRoute. Loading them up
 * front makes the first test of a file time the app, not the compiler.
 */
export async function loadAffiliateRouteChunks(): Promise<void> {
  const router = createAppRouter();
  await Promise.all(AFFILIATE_ROUTES.map((id) => router.loadRouteChunk(router.routesById[id])));
}
