import { retryableLazy } from '@/components/lazy-part';

/**
 * The consultation dialog, its form and validation, loaded when first wanted: the offer
 * (consultation-modal.tsx) and the demo buttons (schedule-demo-button.tsx) open it, and no
 * page needs its code to show.
 */
export const LazyConsultationDialog = retryableLazy(() =>
  import('@/features/consultation/consultation-dialog').then((module) => ({ default: module.ConsultationDialog })),
);
