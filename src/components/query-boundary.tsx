import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isSessionEnded } from '@/api/client';
import { StatusMessage } from '@/components/status-message';

type QueryBoundaryProps = {
  /** Placeholders the size of what replaces them, with their own role and label. */
  fallback: ReactNode;
  /** Reads its data with `useSuspenseQuery`. */
  children: ReactNode;
} & (
  | {
      /** The place's own words for a failed load (SPEC §8), shown with a retry. */
      errorMessage: string;
      /** Puts the error message in its place, e.g. a section of its own. */
      messageFrame?: (message: ReactNode) => ReactNode;
    }
  | {
      /** For a part that can stand without the data (the footer's contact details): shown instead when it fails. */
      errorFallback: ReactNode;
    }
);

/**
 * The one owner of a list section's loading and failed states (SPEC §4): `fallback`
 * while its queries are pending, the failure with a retry that fetches them again,
 * else `children`, which draw the data and its empty state. Data on screen stays when a
 * background refetch fails (the query client toasts that); an ended session keeps the
 * placeholders while the visitor is sent to the login page.
 */
export function QueryBoundary({ fallback, children, ...failure }: QueryBoundaryProps) {
  const failed = (retry: () => void) =>
    'errorFallback' in failure
      ? failure.errorFallback
      : (failure.messageFrame ?? ((message: ReactNode) => message))(
          <StatusMessage kind="error" message={failure.errorMessage} onRetry={retry} />,
        );
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) =>
            isSessionEnded(error) ? fallback : failed(resetErrorBoundary)
          }
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
