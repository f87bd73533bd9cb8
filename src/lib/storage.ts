/**
 * Web storage that never throws: storage can be missing (pre-rendering,
 * tests) or refuse access (private modes, blocked cookies).
 *
 * Plain functions, not @mantine/hooks' useLocalStorage: every value kept here is
 * read outside React's state (the affiliate token in the router's beforeLoad, the
 * stale-deploy reload marker, the consultation offer's last close checked in an
 * effect and its timer), where a hook cannot run. A value a component shows
 * would use the hook.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the value simply is not remembered.
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove from storage we cannot reach.
  }
}
