import { Hono } from 'hono';
import { ConsultationRequest, sendConsultation } from '../../contracts/consultation/send-consultation.ts';
import { ContactRequest, sendContact } from '../../contracts/contact/send-contact.ts';
import { Subscription, subscribe } from '../../contracts/newsletter/subscribe.ts';
import type { AppEnv, Deps } from '../context.ts';
import { reply } from '../reply.ts';
import { EMAIL_TAKEN, addError, check, readPayload, validationFailure } from '../validation.ts';

/** Contact messages, newsletter sign-ups and consultation requests: validated, stored, acknowledged. */
export function inquiryRoutes({ sql }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(sendContact.path, async (c) => {
    const { output, errors } = check(ContactRequest, await readPayload(c));
    if (!output) return validationFailure(c, errors, ContactRequest);
    sql.run(
      'INSERT INTO contact_messages (name, phone, subject, message, created_at) VALUES (?, ?, ?, ?, ?)',
      output.name,
      output.phone,
      output.subject || null,
      output.message,
      new Date().toISOString(),
    );
    return reply(c, sendContact, { success: true, message: 'Thank you for contacting us. We will get back to you soon.' });
  });

  app.post(subscribe.path, async (c) => {
    const { output, errors } = check(Subscription, await readPayload(c));
    if (output && sql.get('SELECT id FROM subscriptions WHERE email = ?', output.email)) {
      addError(errors, 'email', EMAIL_TAKEN);
    }
    if (!output || errors['email']) return validationFailure(c, errors, Subscription);
    sql.run('INSERT INTO subscriptions (email, created_at) VALUES (?, ?)', output.email, new Date().toISOString());
    return reply(c, subscribe, { success: true, message: 'Thank you for subscribing to our newsletter!' });
  });

  app.post(sendConsultation.path, async (c) => {
    const { output, errors } = check(ConsultationRequest, await readPayload(c));
    if (!output) return validationFailure(c, errors, ConsultationRequest);
    sql.run(
      'INSERT INTO consultations (name, phone, message, created_at) VALUES (?, ?, ?, ?)',
      output.name,
      output.phone,
      output.message,
      new Date().toISOString(),
    );
    return reply(c, sendConsultation, { success: true, message: 'Thank you! We will contact you within 24 hours.' });
  });

  return app;
}
