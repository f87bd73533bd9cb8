/** The texts of the toasts on screen, as sonner draws them. */
export const toasts = () => [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
