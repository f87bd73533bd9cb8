import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PlainButton } from '@/components/plain-button';
import classes from '@/components/route-error.module.css';
import { StatusMessage } from '@/components/status-message';
import markup from '@/styles/markup.module.css';
import { isMissingCode } from '@/lib/stale-deploy';

/**
 * A retry for a route's error view: the route's loader runs again, and the failed queries
 * its components read with `useSuspenseQuery` fetch again instead of throwing what they hold.
 */
function useRouteRetry(reset: () => void) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return () => {
    reset();
    void router.invalidate();
  };
}

/** A page's own failure in its own layout (a post, a job): the spec's words and a retry. */
export function RouteFailure({ message, reset }: { message: string; reset: () => void }) {
  const retry = useRouteRetry(reset);
  return <StatusMessage kind="error" message={message} onRetry={retry} />;
}

/** Router-wide error state with a retry that also resets failed queries. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);

  // The page's code could not be fetched, and the one reload for a new build (src/lib/stale-deploy.ts) did not help.
  if (isMissingCode(error)) {
    return (
      <div className={`${markup.containerSm} ${classes.page}`}>
        <div className={classes.stack} role="alert">
          <h1 className={markup.h1}>This Page Could Not Be Loaded</h1>
          <p className={`${markup.text} ${markup.dimmed}`}>The site may have been updated since you opened it. Reloading gets the latest version.</p>
          <PlainButton onClick={() => window.location.reload()}>Reload</PlainButton>
        </div>
      </div>
    );
  }

  return (
    <div className={`${markup.containerSm} ${classes.page}`}>
      <div className={classes.stack} role="alert">
        <h1 className={markup.h1}>Something Went Wrong</h1>
        <p className={`${markup.text} ${markup.dimmed}`}>{(error instanceof Error && error.message) || 'This page could not be loaded.'}</p>
        <PlainButton onClick={retry}>Try Again</PlainButton>
      </div>
    </div>
  );
}
