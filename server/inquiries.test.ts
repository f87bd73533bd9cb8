import { afterAll, describe, expect, it } from 'vitest';
import { sendConsultation } from '../contracts/consultation/send-consultation.ts';
import { sendContact } from '../contracts/contact/send-contact.ts';
import { subscribe } from '../contracts/newsletter/subscribe.ts';
import { type ErrorReply, PHONE_HINT, required } from '../contracts/shared.ts';
import { expectContract, postJson, startProvider } from './test-support.ts';

const provider = startProvider();
afterAll(() => provider.dispose());

const count = (table: string) => Number(provider.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.['n']);

async function expect422(res: Response): Promise<ErrorReply> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as ErrorReply;
  expect(body.errors).toBeTypeOf('object');
  return body;
}

describe('POST /api/contact', () => {
  const valid = { name: 'Nadia Karim', phone: '+8801712000111', subject: 'New website', message: 'We need a new website for our school.' };

  it('stores the message and thanks the sender', async () => {
    const res = await postJson(provider, sendContact.path, valid);
    expect(res.status).toBe(200);
    expect(expectContract(sendContact, await res.json())).toEqual({
      success: true,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
    const row = provider.db.prepare('SELECT name, phone, subject, message FROM contact_messages ORDER BY id DESC').get();
    expect(row).toEqual(valid);
  });

  it('accepts urlencoded form data without a subject', async () => {
    const { subject: _subject, ...rest } = valid;
    const res = await provider.app.request(sendContact.path, { method: 'POST', body: new URLSearchParams(rest) });
    expect(res.status).toBe(200);
  });

  it('answers missing fields with 422 keyed by field, in Laravel wording', async () => {
    const body = await expect422(await postJson(provider, sendContact.path, { phone: '123' }));
    expect(body).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: { name: [required('name')], phone: [PHONE_HINT], message: [required('message')] },
    });
  });

  it('answers an empty JSON body with every required field', async () => {
    const before = count('contact_messages');
    const body = await expect422(await postJson(provider, sendContact.path, {}));
    expect(Object.keys(body.errors ?? {})).toEqual(['name', 'phone', 'message']);
    expect(count('contact_messages')).toBe(before);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await provider.app.request(sendContact.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/subscribe', () => {
  it('subscribes a new email', async () => {
    const res = await postJson(provider, subscribe.path, { email: 'reader@example.com' });
    expect(res.status).toBe(200);
    expect(expectContract(subscribe, await res.json()).message).toBe('Thank you for subscribing to our newsletter!');
    expect(count('subscriptions')).toBe(1);
  });

  it('refuses the same email again, whatever its case', async () => {
    const body = await expect422(await postJson(provider, subscribe.path, { email: '  Reader@Example.COM ' }));
    expect(body).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(count('subscriptions')).toBe(1);
  });

  it.each([
    [{}, 'The email field is required.'],
    [{ email: '' }, 'The email field is required.'],
    [{ email: 'not-an-email' }, 'The email field must be a valid email address.'],
  ])('refuses %j', async (payload, message) => {
    const body = await expect422(await postJson(provider, subscribe.path, payload));
    expect(body.errors?.['email']).toEqual([message]);
  });
});

describe('POST /api/consultation', () => {
  it('stores the request', async () => {
    const res = await postJson(provider, sendConsultation.path, {
      name: 'Imran Hossain',
      phone: '01812345678',
      message: 'We want an ERP for our garments factory.',
    });
    expect(res.status).toBe(200);
    expect(expectContract(sendConsultation, await res.json())).toEqual({
      success: true,
      message: 'Thank you! We will contact you within 24 hours.',
    });
    expect(count('consultations')).toBe(1);
  });

  it('accepts multipart form data', async () => {
    const form = new FormData();
    form.set('name', 'Sumaiya');
    form.set('phone', '+8801912345678');
    form.set('message', 'Call me after 5 pm.');
    const res = await provider.app.request(sendConsultation.path, { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });

  it('refuses a malformed phone and missing fields', async () => {
    const body = await expect422(await postJson(provider, sendConsultation.path, { name: '', phone: '12-34' }));
    expect(body).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: { name: [required('name')], phone: [PHONE_HINT], message: [required('message')] },
    });
  });

  it('refuses a single error without the "(and N more)" suffix', async () => {
    const body = await expect422(await postJson(provider, sendConsultation.path, { name: 'A', phone: '123', message: 'Hi' }));
    expect(body.message).toBe(PHONE_HINT);
  });

  it('refuses two errors with "(and 1 more error)"', async () => {
    const body = await expect422(await postJson(provider, sendConsultation.path, { name: 'A', phone: '123' }));
    expect(body.message).toBe(`${PHONE_HINT} (and 1 more error)`);
  });
});
