import { vi } from 'vitest';

/** A matchMedia for jsdom (which has none) that answers each query with `matches(query)`. */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

/** Makes the page report (or not) that the visitor prefers reduced motion. */
export function mockReducedMotion(reduce = true) {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion')));
}
