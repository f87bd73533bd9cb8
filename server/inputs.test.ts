import { afterAll, describe, expect, it } from 'vitest';
import { register } from '../contracts/affiliate/register.ts';
import { getLatestPosts } from '../contracts/blog/get-latest-posts.ts';
import { sendConsultation } from '../contracts/consultation/send-consultation.ts';
import { PHONE_HINT } from '../contracts/shared.ts';
import { COMMON_PASSWORD } from './passwords.ts';
import { postJson, startProvider } from './test-support.ts';

const provider = startProvider({ siteUrl: 'https://www.itbd.example/' });
const bare = startProvider();
afterAll(() => {
  provider.dispose();
  bare.dispose();
});

const signup = (overrides: Record<string, string>) =>
  postJson(provider, register.path, {
    name: 'Farhan Ahmed',
    email: `farhan.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+8801911222333',
    password: 'Farhan-9c41d7',
    password_confirmation: 'Farhan-9c41d7',
    affiliateid: `farhan-${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  });

describe('signup inputs', () => {
  // SPEC §5: the provider decides the password rules: at least 8 characters, the confirmation, and not one of the
  // most common passwords (issue 32; NIST SP 800-63B), which the client leaves to it.
  it.each(['password123', 'test1234', 'secret123', '12345678'])('refuses the common password %s, saying why', async (password) => {
    const res = await signup({ password, password_confirmation: password });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({ password: [COMMON_PASSWORD] });
  });

  it('refuses a password under 8 characters and a confirmation that differs, saying why', async () => {
    const res = await signup({ password: 'short1', password_confirmation: 'short2' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
      password_confirmation: ['The password field confirmation does not match.'],
    });
  });

  it.each(['not a phone!!', '12345', `+${'1'.repeat(5000)}`])('refuses the phone %j with the phone rule of the other forms', async (phone) => {
    const res = await signup({ phone: phone.slice(0, 6000) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors['phone']).toEqual([PHONE_HINT]);
  });
});

describe('length before patterns', () => {
  it('answers a megabyte-long email or phone at once with the length message', async () => {
    const started = performance.now();
    const res = await postJson(provider, sendConsultation.path, { name: 'A', phone: '1'.repeat(1_000_000), message: 'Hi' });
    const long = await postJson(provider, '/api/subscribe', { email: `${'a'.repeat(1_000_000)}@example.com` });
    expect(res.status).toBe(422);
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors['email']).toEqual([
      'The email field must not be greater than 255 characters.',
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('absolute URLs', () => {
  it('builds pagination links on SITE_URL, whatever Host the request names', async () => {
    const res = await provider.app.request(`${getLatestPosts.path}?page=1`, { headers: { Host: 'evil.example' } });
    const { data } = (await res.json()) as { data: { next_page_url: string; first_page_url: string; path: string } };
    expect(data.path).toBe('https://www.itbd.example/api/latest/posts');
    expect(data.next_page_url).toBe('https://www.itbd.example/api/latest/posts?page=2');
  });

  it('makes them relative without SITE_URL rather than trust Host', async () => {
    const res = await bare.app.request(`http://evil.example${getLatestPosts.path}`);
    const { data } = (await res.json()) as { data: { next_page_url: string; first_page_url: string } };
    expect(data.first_page_url).toBe('/api/latest/posts?page=1');
    expect(data.next_page_url).toBe('/api/latest/posts?page=2');
  });
});
