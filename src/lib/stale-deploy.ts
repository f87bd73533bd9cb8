/**
 * A deploy removes the old hashed chunks, so a tab opened before it fails to load the
 * code of the next page it navigates to. Reloading once gets the new build's page; a
 * mark per address in sessionStorage makes sure that happens once, never in a loop.
 */

/** Errors of a script or stylesheet of the build that could not be fetched (Chrome, Firefox, Safari, Vite's CSS preload). */
const CHUNK_FAILURE =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

const reloadKey = (path: string) => `itbd:reloaded-for-missing-code:${path}`;
/** Set by TanStack Router's lazyRouteComponent when it reloaded for this same error. */
const routerReloadKey = (error: Error) => `tanstack_router_reload:${error.message}`;

/**
 * Reloads the page for a missing chunk, once per address in this tab's session: true
 * when a reload is under way, false when this address was already reloaded (then the
 * caller shows a message instead).
 */
export function reloadOnceForMissingCode(error: unknown, location: Pick<Location, 'pathname' | 'reload'> = window.location): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const key = reloadKey(location.pathname);
    if (sessionStorage.getItem(key) || sessionStorage.getItem(routerReloadKey(error as Error))) return false;
    sessionStorage.setItem(key, String(Date.now()));
    // The router would otherwise reload a second time for the same chunk when the page renders again.
    sessionStorage.setItem(routerReloadKey(error as Error), '1');
  } catch {
    // Without storage there is no way to know whether this already happened: never risk a loop.
    return false;
  }
  location.reload();
  return true;
}
