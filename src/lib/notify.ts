import type { ExternalToast } from 'sonner';

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
 * something the visitor did, and it keeps ~9 KB gzip off the first load.
 */
const loadSonner = () => import('sonner');

/** Sonner with the spec's per-type lifetimes; success toasts are always explicit at the call site. */
export const notify = {
  message: (message: string, options?: ExternalToast) =>
    void loadSonner().then(({ toast }) => toast(message, { duration: TOAST_DURATION.blank, ...options })),
  success: (message: string, options?: ExternalToast) =>
    void loadSonner().then(({ toast }) => toast.success(message, { duration: TOAST_DURATION.success, ...options })),
  error: (message: string, options?: ExternalToast) =>
    void loadSonner().then(({ toast }) => toast.error(message, { duration: TOAST_DURATION.error, ...options })),
};
