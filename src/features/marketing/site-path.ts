import type { FileRoutesByTo } from '@/routeTree.gen';

/** A path of the site's own route tree, so a renamed page breaks the build, not a link. */
export type SitePath = keyof FileRoutesByTo;
