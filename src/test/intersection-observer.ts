import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no layout: an IntersectionObserver, for the rest of the test, that
 * reports the elements it watches in view only when the test says so.
 */
export function stubIntersectionObserver() {
  const watching = new Map<Element, { callback: IntersectionObserverCallback; observer: IntersectionObserver }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        watching.set(target, { callback: this.callback, observer: this as unknown as IntersectionObserver });
      }
      unobserve(target: Element) {
        watching.delete(target);
      }
      disconnect() {
        for (const [target, watcher] of watching) if (watcher.observer === (this as unknown)) watching.delete(target);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    /** The elements watched now. */
    watched: () => [...watching.keys()],
    /** Every watched element comes into view (or, with false, leaves it). */
    report: (isIntersecting = true) =>
      act(async () => {
        for (const [target, { callback, observer }] of [...watching]) {
          callback([{ isIntersecting, target } as IntersectionObserverEntry], observer);
        }
      }),
  };
}
