import { ConsultationForm } from '@/features/consultation/consultation-form';
import classes from '@/features/consultation/inline-consultation.module.css';

/** SPEC §9: the inline thank-you turns back into the form after 4 s. */
export const INLINE_THANKS_MS = 4000;

/** The consultation form on a page rather than in a dialog (SPEC §4). */
export function InlineConsultation({ title = 'Book Your Free Consultation' }: { title?: string }) {
  return (
    <div className={classes.wrap}>
      <div className={classes.panel}>
        <h2 className={classes.title}>{title}</h2>
        <p className={classes.intro}>Tell us about your project. Our team will reach out within 24 hours.</p>
        <ConsultationForm thanksMs={INLINE_THANKS_MS} />
      </div>
    </div>
  );
}
