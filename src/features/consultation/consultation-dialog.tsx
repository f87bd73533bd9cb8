import { Modal } from '@mantine/core';
import { ConsultationForm } from '@/features/consultation/consultation-form';
import classes from '@/features/consultation/consultation-form.module.css';

/** SPEC §9: after a sent request the modal closes by itself after 2 s. */
export const MODAL_THANKS_MS = 2000;

interface ConsultationDialogProps {
  opened: boolean;
  onClose: () => void;
  title?: string;
  initialMessage?: string;
}

/** 'Book Your Free Consultation' in a dialog (SPEC §4). */
export function ConsultationDialog({ opened, onClose, title = 'Book Your Free Consultation', initialMessage }: ConsultationDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <p className={classes.intro}>Tell us a little about your project. Our team will reach out within 24 hours.</p>
      <ConsultationForm initialMessage={initialMessage} thanksMs={MODAL_THANKS_MS} onThanksEnd={onClose} />
    </Modal>
  );
}
