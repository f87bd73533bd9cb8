import classes from '@/components/page-pending.module.css';

/** Router-wide pending state, shown only when a route's loader is slow. */
export function PagePending() {
  return (
    <div className={classes.pending} role="status" aria-live="polite">
      <span className={classes.spinner} role="img" aria-label="Loading" />
    </div>
  );
}
