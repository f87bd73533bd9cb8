import { ConsultationRequest } from '@contracts/consultation/send-consultation';
import { TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formMutations } from '@/api/forms';
import { FormFailure } from '@/components/form-failure';
import { FormSuccess } from '@/components/form-success';
import { PhoneInput } from '@/components/phone-input';
import { SubmitButton } from '@/components/submit-button';
import { rememberConsultationClosed } from '@/features/consultation/consultation-storage';
import { useSiteForm } from '@/lib/use-site-form';
import classes from '@/features/consultation/consultation-form.module.css';

const CONSULTATION_FAILED = 'Failed to send request. Please try again.';

interface ConsultationFormProps {
  /** Prefills the message, e.g. for a product demo. */
  initialMessage?: string;
  /** How long the thank-you stays, in ms (SPEC §9: 2000 in the modal, 4000 inline). */
  thanksMs: number;
  /** Called when the thank-you has been shown for `thanksMs`; without it the form comes back. */
  onThanksEnd?: () => void;
}

/**
 * The consultation form (SPEC §4, §5): name, phone and message, validated by
 * the contract the provider also checks. A failure keeps what was typed and
 * says why above the button; success thanks the visitor and clears the form.
 */
export function ConsultationForm({ initialMessage = '', thanksMs, onThanksEnd }: ConsultationFormProps) {
  const [thanked, setThanked] = useState(false);
  const mutation = useMutation(formMutations.consultation());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<ConsultationRequest>({
    schema: ConsultationRequest,
    initialValues: { name: '', phone: '', message: initialMessage },
    busy: mutation.isPending,
    validateInputOnBlur: true,
  });

  // The latest callback, read when the timer fires: a parent re-rendering with a
  // new function must not restart the 2 s / 4 s countdown.
  const onThanksEndRef = useRef(onThanksEnd);
  useEffect(() => {
    onThanksEndRef.current = onThanksEnd;
  });

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => {
      if (onThanksEndRef.current) onThanksEndRef.current();
      else setThanked(false);
    }, thanksMs);
    return () => clearTimeout(timer);
  }, [thanked, thanksMs]);

  const book = (values: ConsultationRequest) => {
    mutation.mutate(values, {
      onSuccess: () => {
        rememberConsultationClosed();
        form.setInitialValues({ name: '', phone: '', message: '' });
        form.reset();
        setThanked(true);
      },
      onError: (error) => showFailure(error, CONSULTATION_FAILED),
    });
  };

  if (thanked) {
    return (
      <FormSuccess
        title="Thank you!"
        message="We've received your request and will contact you soon."
        detail="Our team will call you to talk it through."
        takeFocus={false}
      />
    );
  }

  return (
    <form {...formProps(book)}>
      <div className={classes.fields}>
        <TextInput label="Name" type="text" autoComplete="name" required {...form.getInputProps('name')} />
        <PhoneInput
          placeholder="e.g. +8801712345678"
          description="Country code optional, 10 to 15 digits"
          required
          {...form.getInputProps('phone')}
        />
        <Textarea label="Message" placeholder="What would you like to build?" rows={4} required {...form.getInputProps('message')} />
        <FormFailure message={failure} />
        <SubmitButton busy={busy} label="Book Free Consultation" busyLabel="Sending..." size="md" fullWidth />
      </div>
    </form>
  );
}
