/**
 * A deploy removes the old build's hashed files, so a tab opened before it can no longer
 * fetch the code of a page or a lazy part it has not loaded yet. Vite reports every such
 * failed script as a `vite:preloadError` event (src/entry-client.tsx listens); the site's
 * one stylesheet is linked by the page itself, and no chunk brings CSS of its own. When
 * the build this tab runs is gone from the server, the page reloads once for that build,
 * to get the new one; a later deploy reloads it again. When the build is still there, the
 * connection failed instead: the place that needed the code offers its own retry, and the
 * page is kept.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/** The entry script of the build the tab last reloaded to leave, in the tab's session storage. */
const RELOAD_KEY = 'itbd:reloaded-for-new-build';

/** The failures Vite reported, so an error state can tell missing code from other errors. */
const missingCode = new WeakSet<object>();

export const isMissingCode = (error: unknown): boolean => typeof error === 'object' && error !== null && missingCode.has(error);

/** Whether the server no longer has the file; a request that fails says nothing. */
async function isGone(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

interface ReloadOptions {
  /** The address of this build's entry script: a deploy removes it with the rest. */
  entryUrl: string;
  reload?: () => void;
}

export async function reloadForNewBuild(error: Error, { entryUrl, reload = () => window.location.reload() }: ReloadOptions): Promise<void> {
  missingCode.add(error);
  // Claimed before asking the server: failures meanwhile do not ask again, and a reload that
  // brought back the same build (a stale cache) does not reload again. A new build has a new entry.
  if (readStorage(RELOAD_KEY, 'session') === entryUrl) return;
  writeStorage(RELOAD_KEY, entryUrl, 'session');
  // Without storage there is no way to know whether this already happened: never risk a loop.
  if (readStorage(RELOAD_KEY, 'session') !== entryUrl) return;
  if (await isGone(entryUrl)) reload();
  else removeStorage(RELOAD_KEY, 'session');
}
