import { type ConsultationRequest, sendConsultation } from '@contracts/consultation/send-consultation';
import { type ContactRequest, sendContact } from '@contracts/contact/send-contact';
import { type Subscription, subscribe } from '@contracts/newsletter/subscribe';
import { mutationOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

/** The visitor-facing submissions: contact message, newsletter and consultation. */
export const formMutations = {
  contact: () =>
    mutationOptions({
      mutationKey: ['contact', 'send'],
      mutationFn: (message: ContactRequest) => request(sendContact, { body: message }),
    }),
  subscribe: () =>
    mutationOptions({
      mutationKey: ['newsletter', 'subscribe'],
      mutationFn: (subscription: Subscription) => request(subscribe, { body: subscription }),
    }),
  consultation: () =>
    mutationOptions({
      mutationKey: ['consultation', 'send'],
      mutationFn: (consultation: ConsultationRequest) => request(sendConsultation, { body: consultation }),
    }),
};
