import { ContactRequest } from '@contracts/contact/send-contact';
import { TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formMutations } from '@/api/forms';
import { ButtonLink } from '@/components/button-link';
import { FormCard } from '@/components/form-card';
import { FormSuccess } from '@/components/form-success';
import { PhoneInput } from '@/components/phone-input';
import { useSiteForm } from '@/lib/use-site-form';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

/** SPEC §8: the contact form's fallbacks when the server says nothing. */
export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

/** Above the cleared fields once the message is sent: the provider's thank-you, in green, and our work. */
function ContactThanks({ message }: { message: string }) {
  return (
    <FormSuccess title="Thank you!" message={message} detail="We answer within one working day.">
      <ButtonLink variant="default" to="/portfolio">
        See Our Work
      </ButtonLink>
    </FormSuccess>
  );
}

/**
 * The message form: idle, sending, then (SPEC §4) the fields cleared under a
 * green thank-you that stays until the next submit, or one red message: under
 * the fields the provider refused, or above the button when it failed as a whole.
 */
export function ContactForm() {
  /** The provider's thank-you once the message is sent. */
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useMutation(formMutations.contact());
  const busy = send.isPending;
  const { form, formProps, failure, showFailure } = useSiteForm<ContactRequest>({
    schema: ContactRequest,
    initialValues: { name: '', phone: '', subject: '', message: '' },
    busy,
    lockWhileBusy: true,
  });

  const sendMessage = (values: ContactRequest) => {
    setSentMessage(null);
    send.mutate(values, {
      onSuccess: (reply) => {
        form.reset();
        setSentMessage(reply.message || CONTACT_SENT);
      },
      onError: (error) => showFailure(error, CONTACT_FAILED),
    });
  };

  return (
    <FormCard
      title="Write to Us"
      intro="Tell us what you need; we answer within one working day."
      formProps={formProps(sendMessage)}
      thanks={sentMessage !== null && <ContactThanks message={sentMessage} />}
      failure={failure}
      busy={busy}
      submit={{ label: 'Send Message', busyLabel: 'Sending...', icon: <IconSend size={18} aria-hidden /> }}
    >
      <LayoutGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" type="text" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <PhoneInput numeric placeholder="e.g. 01712345678" withAsterisk {...form.getInputProps('phone')} />
      </LayoutGrid>
      <TextInput label="Subject" description="Optional" {...form.getInputProps('subject')} />
      <Textarea label="Message" withAsterisk rows={6} {...form.getInputProps('message')} />
    </FormCard>
  );
}
