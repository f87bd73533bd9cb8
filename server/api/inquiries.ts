import { Hono } from 'hono';
import { ConsultationRequest, sendConsultation } from '../../contracts/consultation/send-consultation.ts';
import { ContactRequest, sendContact } from '../../contracts/contact/send-contact.ts';
import { Subscription, subscribe } from '../../contracts/newsletter/subscribe.ts';
import type { AppEnv, Deps } from '../context.ts';
import { attributeLead } from '../referrals/ledger.ts';
import { reply } from '../reply.ts';
import { EMAIL_TAKEN, addError, check, readPayload, validationFailure } from '../validation.ts';

/** The mail that tells the agency about a new lead, with where to open it in the back office. */
export function leadMail(type: string, id: number, subject: string, lines: string[]) {
  const body = [...lines.filter(Boolean), `Open it in the back office: /admin/leads/${type}/${id}`].join('\n\n');
  return { subject, body, lead: { type, id } };
}

/** Contact messages, newsletter sign-ups and consultation requests: validated, stored, acknowledged. */
export function inquiryRoutes({ sql, mail }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(sendContact.path, async (c) => {
    const { output, errors } = check(ContactRequest, await readPayload(c));
    if (!output) return validationFailure(c, errors, ContactRequest);
    const id = sql.run(
      'INSERT INTO contact_messages (name, phone, subject, message, created_at) VALUES (?, ?, ?, ?, ?)',
      output.name,
      output.phone,
      output.subject || null,
      output.message,
      new Date().toISOString(),
    ).lastInsertRowid;
    attributeLead(sql, { type: 'contact', id, phone: output.phone }, output.ref, output.ref_at);
    mail.notify(leadMail('contact', id, `New contact message from ${output.name}`, [
      `${output.name} (${output.phone}) sent a contact message.`,
      output.subject ? `Subject: ${output.subject}` : '',
      output.message,
    ]));
    return reply(c, sendContact, { success: true, message: 'Thank you for contacting us. We will get back to you soon.' });
  });

  app.post(subscribe.path, async (c) => {
    const { output, errors } = check(Subscription, await readPayload(c));
    if (output && sql.get('SELECT id FROM subscriptions WHERE email = ?', output.email)) {
      addError(errors, 'email', EMAIL_TAKEN);
    }
    if (!output || errors['email']) return validationFailure(c, errors, Subscription);
    const id = sql.run('INSERT INTO subscriptions (email, created_at) VALUES (?, ?)', output.email, new Date().toISOString()).lastInsertRowid;
    mail.notify(leadMail('subscriber', id, `New newsletter subscriber: ${output.email}`, [`${output.email} subscribed to the newsletter.`]));
    return reply(c, subscribe, { success: true, message: 'Thank you for subscribing to our newsletter!' });
  });

  app.post(sendConsultation.path, async (c) => {
    const { output, errors } = check(ConsultationRequest, await readPayload(c));
    if (!output) return validationFailure(c, errors, ConsultationRequest);
    const id = sql.run(
      'INSERT INTO consultations (name, phone, message, created_at) VALUES (?, ?, ?, ?)',
      output.name,
      output.phone,
      output.message,
      new Date().toISOString(),
    ).lastInsertRowid;
    attributeLead(sql, { type: 'consultation', id, phone: output.phone }, output.ref, output.ref_at);
    mail.notify(leadMail('consultation', id, `New consultation request from ${output.name}`, [
      `${output.name} (${output.phone}) asked for a free consultation.`,
      output.message,
    ]));
    return reply(c, sendConsultation, { success: true, message: 'Thank you! We will contact you within 24 hours.' });
  });

  return app;
}
