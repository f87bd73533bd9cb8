import { type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, createElement, lazy, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import classes from '@/components/lazy-part.module.css';
import markup from '@/styles/markup.module.css';
import { PlainButton } from '@/components/plain-button';

/** Resets of the lazy components whose code failed to load, for the next retry. */
const failedLoads = new Set<() => void>();

/** A component whose code loads on demand; `preload` fetches it ahead of its first render. */
type RetryableLazy<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` that can load again: React keeps a failed import's error for good, so
 * after a failure the next retry (see `LazyPart`) swaps in a fresh `lazy` for the
 * same import. Keep one per module, like `lazy`.
 *
 * Once the code is in (loaded by `preload` or an earlier render), a new instance renders
 * the component itself: a `lazy` one suspends on its first render even then, and React
 * reveals a Suspense boundary that resolved up to 300 ms later than it could.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's: any component
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): RetryableLazy<ComponentProps<T>> {
  let loaded: T | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  let current: LazyExoticComponent<T>;
  const reset = () => {
    current = lazy(() =>
      loadAndKeep().catch((error: unknown) => {
        failedLoads.add(reset);
        throw error;
      }),
    );
  };
  reset();
  function Retryable(props: ComponentProps<T>) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [chosen] = useState(() => ({ Component: (loaded ?? current) as ComponentType<ComponentProps<T>> }));
    return createElement(chosen.Component, props);
  }
  return Object.assign(Retryable, { preload: () => loadAndKeep().then(() => undefined) });
}

/** Gives every lazy component that failed a fresh start; the browser fetches its chunk again. */
function resetFailedLoads() {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

interface LazyPartProps {
  /** What the part is, for the failure message: "the menu". */
  label: string;
  children: ReactNode;
  /**
   * For parts the page reads well without (a carousel's engine: its slides stay in
   * place): a load failure shows nothing, not a retry.
   */
  quiet?: boolean;
}

/**
 * A lazily loaded part of a page behind its own error boundary: when its code cannot be
 * loaded (a blocked request, a flaky connection), the rest of the page keeps working and
 * the part offers to try again. A deploy that removed the old chunk reloads the page once
 * instead (src/lib/stale-deploy.ts); this is what is left if that did not help.
 */
export function LazyPart({ label, children, quiet = false }: LazyPartProps) {
  return (
    <ErrorBoundary
      onError={(error) => console.warn(`Could not load ${label}:`, error)}
      fallbackRender={({ resetErrorBoundary }) =>
        quiet ? null : (
          <PartFailed
            label={label}
            onRetry={() => {
              resetFailedLoads();
              resetErrorBoundary();
            }}
          />
        )
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function PartFailed({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    // In the page's container: a part is often a whole band of the page, and its message must not sit against the screen's edge.
    <div className={`${markup.container} ${classes.failed}`} role="alert">
      <p className={classes.text}>Couldn&apos;t load {label}.</p>
      <PlainButton size="compact-sm" variant="light" onClick={onRetry}>
        Retry
      </PlainButton>
    </div>
  );
}
