import { sendConsultation } from '@contracts/consultation/send-consultation';
import { sendContact } from '@contracts/contact/send-contact';
import { subscribe } from '@contracts/newsletter/subscribe';
import { endpointMutation } from '@/api/endpoint-options';

/** The visitor-facing submissions: contact message, newsletter and consultation. */
export const formMutations = {
  contact: () => endpointMutation(['contact', 'send'], sendContact),
  subscribe: () => endpointMutation(['newsletter', 'subscribe'], subscribe),
  consultation: () => endpointMutation(['consultation', 'send'], sendConsultation),
};
