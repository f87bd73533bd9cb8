import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getDashboard } from '../contracts/affiliate/get-dashboard.ts';
import { getTransactions } from '../contracts/affiliate/get-transactions.ts';
import { login } from '../contracts/affiliate/login.ts';
import { logout } from '../contracts/affiliate/logout.ts';
import { register } from '../contracts/affiliate/register.ts';
import { PROFILE_IMAGE_MAX_BYTES, updateProfile } from '../contracts/affiliate/update-profile.ts';
import type { ErrorReply } from '../contracts/shared.ts';
import { DEFAULT_TOKEN_POLICY } from './auth.ts';
import { COMMON_PASSWORD } from './passwords.ts';
import { DEMO_AFFILIATE } from './seed/affiliate.ts';
import { PNG_BYTES, bearer, expectContract, postForm, postJson, startProvider } from './test-support.ts';

const provider = startProvider();
afterAll(() => provider.dispose());

const NOT_AN_IMAGE = 'The profile image field must be an image (png, jpg, webp or gif).';
const DAY_MS = 24 * 60 * 60 * 1000;

async function signIn(email: string = DEMO_AFFILIATE.email, password: string = DEMO_AFFILIATE.password) {
  const res = await postJson(provider, login.path, { email, password });
  expect(res.status).toBe(200);
  const body = expectContract(login, await res.json());
  return { token: body.data?.token ?? '', body };
}

const demo = await signIn();

const signup = {
  name: 'Sadia Islam',
  email: 'sadia@example.com',
  phone: '+8801911222333',
  password: 'sadia-secret-1',
  password_confirmation: 'sadia-secret-1',
  affiliateid: 'sadia-reviews',
};

describe('POST /api/affiliate/register', () => {
  it('creates the affiliate with a hashed password', async () => {
    const res = await postJson(provider, register.path, signup);
    expect(res.status).toBe(201);
    const body = expectContract(register, await res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful!',
      data: { name: signup.name, email: signup.email, affiliateid: signup.affiliateid },
    });
    const row = provider.db.prepare('SELECT password_hash FROM affiliates WHERE email = ?').get(signup.email)!;
    expect(String(row['password_hash'])).toMatch(/^\$argon2id\$/);
    expect(String(row['password_hash'])).not.toContain(signup.password);
  });

  it('lets the new affiliate sign in', async () => {
    const { body } = await signIn(signup.email, signup.password);
    expect(body.data?.affiliate).toMatchObject({ name: signup.name, balance: 0, profile_image: null });
  });

  it('refuses a taken email (any case) and affiliateid, and a confirmation mismatch, together', async () => {
    const res = await postJson(provider, register.path, {
      ...signup,
      email: 'SADIA@example.com',
      password_confirmation: 'something-else',
      affiliateid: 'Sadia-Reviews',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The email has already been taken. (and 2 more errors)',
      errors: {
        email: ['The email has already been taken.'],
        password_confirmation: ['The password field confirmation does not match.'],
        affiliateid: ['The affiliateid has already been taken.'],
      },
    });
  });

  it('refuses the demo affiliate email', async () => {
    const res = await postJson(provider, register.path, { ...signup, email: DEMO_AFFILIATE.email, affiliateid: 'someone-new' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('refuses a password confirmation mismatch alone', async () => {
    const res = await postJson(provider, register.path, {
      ...signup,
      email: 'new@example.com',
      affiliateid: 'new-one',
      password_confirmation: 'different-1',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).errors).toEqual({
      password_confirmation: ['The password field confirmation does not match.'],
    });
  });

  it('requires all six fields', async () => {
    const res = await postJson(provider, register.path, {});
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorReply;
    expect(body.message).toBe('The name field is required. (and 5 more errors)');
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
      affiliateid: ['The affiliateid field is required.'],
    });
  });

  it('refuses a short password and an affiliateid with spaces', async () => {
    const res = await postJson(provider, register.path, {
      ...signup,
      email: 'x@example.com',
      password: 'short',
      password_confirmation: 'short',
      affiliateid: 'has space',
    });
    expect(((await res.json()) as ErrorReply).errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
      affiliateid: ['The affiliateid field must only contain letters, numbers and dashes.'],
    });
  });
  it.each(['12345678', 'password123'])('refuses the common password %j with a 422 that says why, and stores nothing', async (password) => {
    const email = `common-${password}@example.com`;
    const res = await postJson(provider, register.path, { ...signup, email, affiliateid: `common-${password}`, password, password_confirmation: password });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).errors).toEqual({ password: [COMMON_PASSWORD] });
    expect(provider.db.prepare('SELECT id FROM affiliates WHERE email = ?').get(email)).toBeUndefined();
  });

  it('accepts a long unusual passphrase', async () => {
    const password = 'violet harbour kettle sings at 1987';
    const res = await postJson(provider, register.path, {
      ...signup,
      email: 'passphrase@example.com',
      affiliateid: 'passphrase',
      password,
      password_confirmation: password,
    });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/affiliate/login', () => {
  it('returns a bearer token, its expiry and the profile', async () => {
    const { body, token } = demo;
    expect(body).toMatchObject({ success: true, message: 'Login successful!', data: { token_type: 'Bearer' } });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // Without 'Remember me': the default idle time, 8 hours.
    const expires = Date.parse(body.data?.expires_at ?? '');
    expect(Math.abs(expires - (Date.now() + DEFAULT_TOKEN_POLICY.idleMs))).toBeLessThan(60_000);
    expect(body.data?.affiliate).toMatchObject({ name: DEMO_AFFILIATE.name, affiliateid: DEMO_AFFILIATE.affiliateid });
  });

  it('stores only the SHA-256 of the token', async () => {
    const hash = createHash('sha256').update(demo.token).digest('hex');
    expect(provider.db.prepare('SELECT COUNT(*) AS n FROM affiliate_tokens WHERE token_hash = ?').get(hash)?.['n']).toBe(1);
    expect(provider.db.prepare('SELECT COUNT(*) AS n FROM affiliate_tokens WHERE token_hash = ?').get(demo.token)?.['n']).toBe(0);
  });

  it('matches the email case-insensitively', async () => {
    await signIn(DEMO_AFFILIATE.email.toUpperCase());
  });

  it.each([
    ['a wrong password', DEMO_AFFILIATE.email, 'not-the-password'],
    ['an unknown email', 'nobody@itbd.net', DEMO_AFFILIATE.password],
  ])('answers %s with 401', async (_case, email, password) => {
    const res = await postJson(provider, login.path, { email, password });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'These credentials do not match our records.' });
  });

  it('answers missing fields with 422', async () => {
    const res = await postJson(provider, login.path, {});
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });
});

describe('authenticated endpoints', () => {
  const expired = async () => {
    const { token } = await signIn();
    const hash = createHash('sha256').update(token).digest('hex');
    provider.db.prepare('UPDATE affiliate_tokens SET expires_at = ? WHERE token_hash = ?').run(new Date(Date.now() - 1000).toISOString(), hash);
    return token;
  };
  const cases: Array<[string, () => Promise<Record<string, string>>]> = [
    ['no token', async () => ({})],
    ['an unknown token', async () => bearer('f'.repeat(64))],
    ['a malformed header', async () => ({ Authorization: 'Token abc' })],
    ['an expired token', async () => bearer(await expired())],
  ];

  it.each(cases)("GET /api/affiliate/dashboard with %s answers 401 'Unauthenticated.'", async (_case, headers) => {
    const res = await provider.app.request(getDashboard.path, { headers: await headers() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(cases)("GET /api/affiliate/transaction with %s answers 401 'Unauthenticated.'", async (_case, headers) => {
    const res = await provider.app.request(getTransactions.path, { headers: await headers() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(cases)("POST /api/affiliate/profile/update with %s answers 401 'Unauthenticated.'", async (_case, headers) => {
    const form = new FormData();
    form.set('name', 'Mallory');
    const res = await postForm(provider, updateProfile.path, form, await headers());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
    expect(provider.db.prepare("SELECT COUNT(*) AS n FROM affiliates WHERE name = 'Mallory'").get()?.['n']).toBe(0);
  });

  it('a token stops working once its rows are deleted (as the e2e suite does)', async () => {
    const { token } = await signIn(signup.email, signup.password);
    provider.db
      .prepare('DELETE FROM affiliate_tokens WHERE affiliate_id = (SELECT id FROM affiliates WHERE email = ?)')
      .run(signup.email);
    expect((await provider.app.request(getDashboard.path, { headers: bearer(token) })).status).toBe(401);
  });
});

describe('sessions that end', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const sessions = startProvider({ tokens: { idleMs: 2 * HOUR_MS, rememberedIdleMs: 14 * DAY_MS, maxPerAffiliate: 3 } });
  afterAll(() => sessions.dispose());
  afterEach(() => vi.useRealTimers());

  async function logIn(remember?: boolean, email: string = DEMO_AFFILIATE.email) {
    const res = await postJson(sessions, login.path, { email, password: DEMO_AFFILIATE.password, remember });
    expect(res.status).toBe(200);
    return expectContract(login, await res.json()).data?.token ?? '';
  }
  const dashboardStatus = async (token: string) => (await sessions.app.request(getDashboard.path, { headers: bearer(token) })).status;
  const updateStatus = async (token: string) => {
    const form = new FormData();
    form.set('name', DEMO_AFFILIATE.name);
    return (await postForm(sessions, updateProfile.path, form, bearer(token))).status;
  };
  const liveTokens = () =>
    Number(sessions.db.prepare('SELECT COUNT(*) AS n FROM affiliate_tokens WHERE expires_at > ?').get(new Date().toISOString())?.['n']);
  const allTokens = () => Number(sessions.db.prepare('SELECT COUNT(*) AS n FROM affiliate_tokens').get()?.['n']);

  it('logout revokes the token: the dashboard and the profile update answer 401 afterwards', async () => {
    const token = await logIn();
    const other = await logIn();
    expect(await dashboardStatus(token)).toBe(200);

    const res = await postJson(sessions, logout.path, {}, bearer(token));
    expect(res.status).toBe(200);
    expect(expectContract(logout, await res.json())).toEqual({ success: true, message: 'Logged out.' });

    expect(await dashboardStatus(token)).toBe(401);
    expect(await updateStatus(token)).toBe(401);
    expect((await sessions.app.request(getTransactions.path, { headers: bearer(token) })).status).toBe(401);
    // Only that session ended: the same affiliate's other browser stays signed in.
    expect(await dashboardStatus(other)).toBe(200);
  });

  it('logout without a valid token answers 401', async () => {
    expect((await postJson(sessions, logout.path, {})).status).toBe(401);
    const token = await logIn();
    await postJson(sessions, logout.path, {}, bearer(token));
    expect((await postJson(sessions, logout.path, {}, bearer(token))).status).toBe(401);
  });

  it('a token expires after its idle time without use, and each use extends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await logIn();
    vi.advanceTimersByTime(1.5 * HOUR_MS);
    expect(await dashboardStatus(token)).toBe(200);
    // 3 hours after login but 1.5 after the last use: still alive.
    vi.advanceTimersByTime(1.5 * HOUR_MS);
    expect(await dashboardStatus(token)).toBe(200);
    vi.advanceTimersByTime(2 * HOUR_MS + 1000);
    expect(await dashboardStatus(token)).toBe(401);
  });

  it("'Remember me' gives the longer idle time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const remembered = await logIn(true);
    const plain = await logIn(false);
    vi.advanceTimersByTime(3 * DAY_MS);
    expect(await dashboardStatus(plain)).toBe(401);
    expect(await dashboardStatus(remembered)).toBe(200);
    vi.advanceTimersByTime(14 * DAY_MS + 1000);
    expect(await dashboardStatus(remembered)).toBe(401);
  });

  it('caps the live tokens per affiliate: a login beyond the cap revokes the oldest', async () => {
    const tokens = [await logIn(), await logIn(), await logIn()];
    expect(await dashboardStatus(tokens[0]!)).toBe(200);
    const fourth = await logIn();
    expect(await dashboardStatus(tokens[0]!)).toBe(401);
    for (const token of [...tokens.slice(1), fourth]) expect(await dashboardStatus(token)).toBe(200);
    const demoTokens = sessions.db
      .prepare('SELECT COUNT(*) AS n FROM affiliate_tokens WHERE affiliate_id = (SELECT id FROM affiliates WHERE email = ?)')
      .get(DEMO_AFFILIATE.email)?.['n'];
    expect(demoTokens).toBe(3);
  });

  it('a login prunes every expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await logIn();
    vi.advanceTimersByTime(20 * DAY_MS);
    expect(liveTokens()).toBe(0);
    expect(allTokens()).toBeGreaterThan(0);
    await logIn();
    expect(allTokens()).toBe(1);
  });
});

describe('GET /api/affiliate/dashboard and /api/affiliate/transaction', () => {
  it('returns the profile with the balance of all transactions', async () => {
    const res = await provider.app.request(getDashboard.path, { headers: bearer(demo.token) });
    expect(res.status).toBe(200);
    const { data } = expectContract(getDashboard, await res.json());
    const transactions = expectContract(getTransactions, await (await provider.app.request(getTransactions.path, { headers: bearer(demo.token) })).json()).data;
    const balance = transactions.reduce((sum, entry) => sum + (entry.type === 'credit' ? entry.amount : -entry.amount), 0);
    expect(data).toMatchObject({ name: DEMO_AFFILIATE.name, email: DEMO_AFFILIATE.email, affiliateid: DEMO_AFFILIATE.affiliateid });
    expect(data.balance).toBeCloseTo(balance, 2);
    expect(data.balance).toBeGreaterThan(0);
    expect(data.profile_image).toBe(DEMO_AFFILIATE.profile_image);
    expect((await provider.app.request(`/${data.profile_image}`)).status).toBe(200);
  });

  it('lists at least 25 transactions over about 6 months, newest first, debits negative', async () => {
    const res = await provider.app.request(getTransactions.path, { headers: bearer(demo.token) });
    const raw = (await res.json()) as { data: Array<{ amount: number; type: string; date: string }> };
    expect(raw.data.filter((entry) => entry.type === 'debit').every((entry) => entry.amount < 0)).toBe(true);
    const { data } = expectContract(getTransactions, raw);
    expect(data.length).toBeGreaterThanOrEqual(25);
    expect(data.map((entry) => entry.date)).toEqual(data.map((entry) => entry.date).sort().reverse());
    expect(data.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date))).toBe(true);
    const oldest = Date.parse(data.at(-1)!.date);
    expect(Date.now() - oldest).toBeGreaterThan(150 * DAY_MS);
    expect(Date.now() - oldest).toBeLessThan(190 * DAY_MS);
    expect(data.some((entry) => entry.type === 'debit') && data.some((entry) => entry.type === 'credit')).toBe(true);
  });
});

describe('POST /api/affiliate/profile/update', () => {
  it('updates name and address and stores the photo under a random name', async () => {
    const form = new FormData();
    form.set('name', 'Rahim Uddin Chowdhury');
    form.set('address', 'House 9, Road 2, Mirpur DOHS, Dhaka');
    form.set('profile_image', new File([PNG_BYTES], '../../me.png', { type: 'image/png' }));
    const res = await postForm(provider, updateProfile.path, form, bearer(demo.token));
    expect(res.status).toBe(200);
    const body = expectContract(updateProfile, await res.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      data: { name: 'Rahim Uddin Chowdhury', address: 'House 9, Road 2, Mirpur DOHS, Dhaka' },
    });
    const image = body.data?.profile_image ?? '';
    expect(image).toMatch(/^storage\/affiliates\/[0-9a-f]{32}\.png$/);
    expect(existsSync(join(provider.dataDir, 'media', image))).toBe(true);
    const served = await provider.app.request(`/${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const dashboard = expectContract(getDashboard, await (await provider.app.request(getDashboard.path, { headers: bearer(demo.token) })).json());
    expect(dashboard.data).toMatchObject({ name: 'Rahim Uddin Chowdhury', profile_image: image });
  });

  it('replaces the previous upload and deletes its file', async () => {
    const before = expectContract(getDashboard, await (await provider.app.request(getDashboard.path, { headers: bearer(demo.token) })).json()).data.profile_image!;
    const form = new FormData();
    form.set('name', 'Rahim Uddin');
    form.set('profile_image', new File([PNG_BYTES], 'again.png', { type: 'image/png' }));
    const body = expectContract(updateProfile, await (await postForm(provider, updateProfile.path, form, bearer(demo.token))).json());
    expect(body.data?.profile_image).not.toBe(before);
    expect(existsSync(join(provider.dataDir, 'media', before))).toBe(false);
    // No address sent: the stored one is kept.
    expect(body.data?.address).toBe('House 9, Road 2, Mirpur DOHS, Dhaka');
  });

  it('accepts JSON without a photo and keeps the current one', async () => {
    const res = await postJson(provider, updateProfile.path, { name: 'Rahim Uddin', address: '' }, bearer(demo.token));
    expect(res.status).toBe(200);
    const body = expectContract(updateProfile, await res.json());
    expect(body.data?.profile_image).toMatch(/^storage\/affiliates\//);
    expect(body.data?.address).toBeNull();
  });

  it('refuses a file that claims to be a PNG but is not an image', async () => {
    const form = new FormData();
    form.set('name', 'Rahim Uddin');
    form.set('profile_image', new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }));
    const res = await postForm(provider, updateProfile.path, form, bearer(demo.token));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE, errors: { profile_image: [NOT_AN_IMAGE] } });
  });

  it('refuses a non-image type and an image over 5 MB', async () => {
    const text = new FormData();
    text.set('name', 'Rahim Uddin');
    text.set('profile_image', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const first = await postForm(provider, updateProfile.path, text, bearer(demo.token));
    expect(first.status).toBe(422);
    expect(((await first.json()) as ErrorReply).errors).toEqual({ profile_image: [NOT_AN_IMAGE] });

    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(PNG_BYTES);
    const large = new FormData();
    large.set('name', 'Rahim Uddin');
    large.set('profile_image', new File([big], 'huge.png', { type: 'image/png' }));
    const second = await postForm(provider, updateProfile.path, large, bearer(demo.token));
    expect(second.status).toBe(422);
    expect(((await second.json()) as ErrorReply).errors).toEqual({
      profile_image: ['The profile image field must not be greater than 5 MB.'],
    });
  });

  it('requires a name', async () => {
    const res = await postJson(provider, updateProfile.path, { name: ' ' }, bearer(demo.token));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } });
  });
});
