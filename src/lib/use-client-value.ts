import { useCallback, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (a media query, a network hint), safe to read
 * while rendering: the server's HTML and the browser's hydrating render both use
 * `serverValue`, so they agree, and React renders again with `read()` right
 * after. Components mounted later read it at once. `read` must keep returning
 * the same value until `subscribe` reports a change (return primitives).
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = noSubscription): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** False on the server and while hydrating its HTML, true from then on. */
export const useHydrated = () => useClientValue(() => true, false);

/** Whether a media query matches, following changes; false on the server and while hydrating. */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useClientValue(() => window.matchMedia(query).matches, false, subscribe);
}

export const usePrefersReducedMotion = () => useMediaMatch('(prefers-reduced-motion: reduce)');

/**
 * Whether content may animate in as it scrolls into view: only once hydrated (the
 * server's HTML shows everything in place, and stays readable without scripts),
 * never under reduced motion, and only where IntersectionObserver can tell when.
 */
export function useScrollEntrance(): boolean {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  return hydrated && !reducedMotion && typeof IntersectionObserver !== 'undefined';
}
