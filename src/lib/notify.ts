import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';
import { retryableLazy } from '@/components/lazy-part';

/** SPEC §9 toast lifetimes, in ms. */
export const TOAST_DURATION = {
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  /** Toasts raised by the application and other long forms. */
  form: 5000,
} as const;

/**
 * Sonner is loaded on the first toast, not with the page: toasts only follow
 * something the visitor did, and it keeps ~9 KB gzip off the first load. The
 * toaster mounts once it is in (see `toasterNeeded`), so it renders at once;
 * Sonner replays toasts raised before it subscribed.
 */
const loadSonner = () => import('sonner');

/** Sonner's toaster, which the root renders once `toasterNeeded` says so. */
export const Toaster = retryableLazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let needed = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised yet, as an external store for `useSyncExternalStore`. */
export const toasterNeeded = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => needed,
};

function raise(show: (sonner: typeof Sonner) => void) {
  // Without Sonner's code there is nothing to show; the page says in place what a toast repeats.
  Toaster.preload().then(() => {
    if (needed) return;
    needed = true;
    listeners.forEach((listener) => listener());
  }, () => {});
  void loadSonner().then(show);
}

/** Sonner with the spec's per-type lifetimes; success toasts are always explicit at the call site. */
export const notify = {
  message: (message: string, options?: ExternalToast) =>
    raise(({ toast }) => toast(message, { duration: TOAST_DURATION.blank, ...options })),
  success: (message: string, options?: ExternalToast) =>
    raise(({ toast }) => toast.success(message, { duration: TOAST_DURATION.success, ...options })),
  error: (message: string, options?: ExternalToast) =>
    raise(({ toast }) => toast.error(message, { duration: TOAST_DURATION.error, ...options })),
};
