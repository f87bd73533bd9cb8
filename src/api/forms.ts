import { type ContactRequest, sendContact } from '@contracts/contact/send-contact';
import { type ConsultationRequest, sendConsultation } from '@contracts/consultation/send-consultation';
import { subscribe } from '@contracts/newsletter/subscribe';
import { mutationOptions } from '@tanstack/react-query';
import { request } from '@/api/client';
import { endpointMutation } from '@/api/endpoint-options';
import { keptReferral } from '@/lib/referral-cookie';

/** The visitor-facing submissions: contact message, newsletter and consultation. A lead carries the kept referral link, if any (issue 31). */
export const formMutations = {
  contact: () =>
    mutationOptions({
      mutationKey: ['contact', 'send'],
      mutationFn: (body: ContactRequest) => request(sendContact, { body: { ...body, ...keptReferral() } }),
    }),
  subscribe: () => endpointMutation(['newsletter', 'subscribe'], subscribe),
  consultation: () =>
    mutationOptions({
      mutationKey: ['consultation', 'send'],
      mutationFn: (body: ConsultationRequest) => request(sendConsultation, { body: { ...body, ...keptReferral() } }),
    }),
};
