import { toast } from 'sonner';

/** SPEC §9 toast lifetimes, in ms. */
export const TOAST_DURATION = {
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  /** Toasts raised by the application and other long forms. */
  form: 5000,
} as const;

type Options = Parameters<typeof toast>[1];

/** Sonner with the spec's per-type lifetimes; success toasts are always explicit at the call site. */
export const notify = {
  message: (message: string, options?: Options) => toast(message, { duration: TOAST_DURATION.blank, ...options }),
  success: (message: string, options?: Options) =>
    toast.success(message, { duration: TOAST_DURATION.success, ...options }),
  error: (message: string, options?: Options) => toast.error(message, { duration: TOAST_DURATION.error, ...options }),
  loading: (message: string, options?: Options) => toast.loading(message, { duration: Infinity, ...options }),
  dismiss: toast.dismiss,
};
