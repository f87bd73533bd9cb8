/**
 * A stand-in for `@/lib/use-after-idle` with the page's idle moment under the
 * test's control:
 *   vi.mock('@/lib/use-after-idle', () => import('@/test/idle'));
 */
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

let reached = false;
const listeners = new Set<() => void>();

/** Every caller waits for the same moment; the real hook's `wait` argument is not modelled. */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reached,
  );
}

/** Every waiting component gets its idle moment now. */
export function reachIdle() {
  act(() => {
    reached = true;
    listeners.forEach((listener) => listener());
  });
}

/** Back to before the page's idle moment, for the next test. */
export function resetIdle() {
  reached = false;
}
