import type { ComponentProps, ComponentType } from 'react';
import { LazyPart, retryableLazy } from '@/components/lazy-part';

/** A part of a page whose code is not in the page's first load; `preload` fetches it. */
export type Deferred<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part of a server-rendered page that the browser takes over after the rest
 * (decision record docs/decisions/0016-progressive-hydration.md).
 *
 * Its code is a chunk of its own, outside the page's first load. The route's loader
 * awaits `preload` (see `preloadParts`), so the server renders the part in place and a
 * navigation in the browser shows it at once. When a page arrives from the server, its
 * HTML is already there: React leaves that HTML as it is while the part's chunk
 * downloads and hydrates it when the chunk arrives, in a task of its own (selective
 * hydration), so the header and the first screen become interactive sooner and no long
 * task hydrates the whole page. A chunk that cannot be loaded is `LazyPart`'s: the part
 * offers a retry and the rest of the page goes on working.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's: any component
export function deferred<T extends ComponentType<any>>(
  label: string,
  load: () => Promise<{ default: T }>,
  /** `quiet` for a drawing that only decorates: if its code cannot load, nothing shows in its place (no retry). */
  { quiet = false }: { quiet?: boolean } = {},
): Deferred<ComponentProps<T>> {
  const Part = retryableLazy(load);
  function DeferredPart(props: ComponentProps<T>) {
    return (
      <LazyPart label={label} quiet={quiet}>
        <Part {...props} />
      </LazyPart>
    );
  }
  return Object.assign(DeferredPart, { preload: Part.preload });
}

/** For a route's loader: the deferred parts' code, awaited on the server and before a navigation shows the page. */
export const preloadParts = (parts: readonly { preload: () => Promise<void> }[]): Promise<void> =>
  Promise.all(parts.map((part) => part.preload())).then(() => undefined);
