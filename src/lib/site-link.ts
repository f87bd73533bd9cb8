import type { FileRoutesByTo } from '@/routeTree.gen';

/** A path of the site's own route tree, so a renamed page breaks the build, not a link. */
type SitePath = keyof FileRoutesByTo;

type ParamPath = Extract<SitePath, `${string}$${string}`>;

/** A page of the route tree that takes no params (`/contact`, not `/services/$slug`). */
export type PlainPath = Exclude<SitePath, ParamPath>;

/**
 * Where a link goes, as `<Link {...link}>` takes it: a page of the route tree,
 * with its slug when the page is one of a group (`/services/$slug`).
 */
export type SiteLink = { to: PlainPath; params?: undefined } | { to: ParamPath; params: { slug: string } };
