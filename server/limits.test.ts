import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { hashSync } from '@node-rs/argon2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getCareer } from '../contracts/career/get-career.ts';
import { login } from '../contracts/affiliate/login.ts';
import { register } from '../contracts/affiliate/register.ts';
import { submitJob } from '../contracts/career/submit-job.ts';
import { sendConsultation } from '../contracts/consultation/send-consultation.ts';
import { sendContact } from '../contracts/contact/send-contact.ts';
import { subscribe } from '../contracts/newsletter/subscribe.ts';
import { createApp, type ProviderApp } from './app.ts';
import { checkPassword } from './auth.ts';
import { dataPaths } from './context.ts';
import {
  ACCOUNT_LOGIN_FAILURES_ALLOWED,
  ARGON2_CONCURRENCY,
  ARGON2_MAX_WAITING,
  argon2Load,
  clientKey,
  LIMITED_CALLS,
  LIMITS_TABLE,
  LOGIN_FAILURE_WINDOW,
  LOGIN_FAILURES_ALLOWED,
  waitText,
} from './limits.ts';
import { DEMO_AFFILIATE } from './seed/affiliate.ts';
import { pdfBytes } from './test-documents.ts';
import { startProvider, type TestProvider } from './test-support.ts';

/** A request as if from a socket at `address`, the way @hono/node-server hands it over. */
function from(provider: ProviderApp, address: string, path: string, init: RequestInit = {}) {
  return provider.app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

const loginAs = (provider: ProviderApp, address: string, email: string, password: string) =>
  from(provider, address, login.path, json({ email, password }));

async function expect429(res: Response, message: RegExp): Promise<number> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ message: expect.stringMatching(message) });
  return retryAfter;
}

const providers: TestProvider[] = [];
/** A provider whose refusals are answered at once, so a test can send many; holding them is tested on its own. */
function fresh(options: Parameters<typeof startProvider>[0] = {}): TestProvider {
  const provider = startProvider({ refusalHoldMs: 0, ...options });
  providers.push(provider);
  return provider;
}
afterAll(() => providers.forEach((provider) => provider.dispose()));
afterEach(() => vi.useRealTimers());

describe('per-address budgets', () => {
  it.each(Object.entries(LIMITED_CALLS))('%s: the whole budget is served, the next request gets 429 with Retry-After', async (_name, call) => {
    const provider = fresh();
    const { path, points, duration } = call;
    // Empty bodies: answered 422 (or 401) without running argon2, but each one counts, as a flood of junk should.
    for (let i = 0; i < points; i++) expect((await from(provider, '203.0.113.7', path, json({}))).status).not.toBe(429);
    const refusal = call.lockout ? 'Too many login attempts' : 'Too many requests from your network';
    const retryAfter = await expect429(
      await from(provider, '203.0.113.7', path, json({})),
      new RegExp(`^${refusal}\\. Please try again in \\d+ (minute|hour)s?\\.$`),
    );
    expect(retryAfter).toBeGreaterThan(duration - 60);
    expect(retryAfter).toBeLessThanOrEqual(duration);
    // Another address has its own budget.
    expect((await from(provider, '198.51.100.9', path, json({}))).status).not.toBe(429);
  });

  it('serves a visitor who fills every form once', async () => {
    const provider = fresh();
    const address = '192.0.2.10';
    const { data: jobs } = (await (await provider.app.request(getCareer.path)).json()) as { data: Array<{ id: number }> };
    const cv = new FormData();
    for (const [key, value] of Object.entries({
      first_name: 'Tasnim',
      last_name: 'Hossain',
      phone: '+8801755123456',
      email: 'tasnim@example.com',
      summary: 'Laravel developer.',
      job_id: String(jobs[0]!.id),
    })) {
      cv.set(key, value);
    }
    cv.set('cv', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }));
    const replies = [
      await from(provider, address, sendContact.path, json({ name: 'Nadia', phone: '+8801712000111', message: 'Hello' })),
      await from(provider, address, sendConsultation.path, json({ name: 'Nadia', phone: '+8801712000111', message: 'Hi' })),
      await from(provider, address, subscribe.path, json({ email: 'nadia@example.com' })),
      await from(provider, address, submitJob.path, { method: 'POST', headers: { Accept: 'application/json' }, body: cv }),
      await from(
        provider,
        address,
        register.path,
        json({
          name: 'Nadia Karim',
          email: 'nadia.karim@example.com',
          phone: '+8801711222333',
          password: 'Partner-7fa3c2e1',
          password_confirmation: 'Partner-7fa3c2e1',
          affiliateid: 'nadia-karim',
        }),
      ),
      await loginAs(provider, address, 'nadia.karim@example.com', 'Partner-7fa3c2e1'),
    ];
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200, 200, 201, 200]);
  });

  it('reads X-Forwarded-For only behind a trusted proxy, and then only its last entry', async () => {
    const direct = fresh();
    const budget = LIMITED_CALLS.contact.points;
    // Without TRUST_PROXY a client cannot mint new addresses by writing the header.
    for (let i = 0; i < budget; i++) await from(direct, '203.0.113.7', sendContact.path, json({}, { 'X-Forwarded-For': `10.0.0.${i}` }));
    expect((await from(direct, '203.0.113.7', sendContact.path, json({}, { 'X-Forwarded-For': '10.9.9.9' }))).status).toBe(429);

    const proxied = fresh({ trustProxy: true });
    for (let i = 0; i < budget; i++) {
      await from(proxied, '127.0.0.1', sendContact.path, json({}, { 'X-Forwarded-For': `10.0.0.${i}, 198.51.100.1` }));
    }
    // The proxy's own entry (the last) is the client; the forged ones before it do not help.
    expect((await from(proxied, '127.0.0.1', sendContact.path, json({}, { 'X-Forwarded-For': '1.2.3.4, 198.51.100.1' }))).status).toBe(429);
    expect((await from(proxied, '127.0.0.1', sendContact.path, json({}, { 'X-Forwarded-For': '198.51.100.2' }))).status).not.toBe(429);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd:12::/64'],
    ['2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:db8:abcd:12::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('an IPv6 host cannot rotate through its /64 for fresh runs of login guesses', async () => {
    const provider = fresh();
    for (let i = 1; i <= 5; i++) await loginAs(provider, `2001:db8:abcd:12::${i}`, DEMO_AFFILIATE.email, 'wrong-password');
    await expect429(await loginAs(provider, '2001:db8:abcd:12::99', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /^Too many login attempts/);
    expect((await loginAs(provider, '2001:db8:abcd:13::1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password)).status).toBe(200);
  });
});

describe('login', () => {
  it('the 6th wrong password in a row from one address gets 429 with Retry-After, even with the right password', async () => {
    const provider = fresh();
    for (let i = 0; i < 5; i++) expect((await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password')).status).toBe(401);
    const retryAfter = await expect429(
      await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email.toUpperCase(), DEMO_AFFILIATE.password),
      /^Too many login attempts\. Please try again in 15 minutes\.$/,
    );
    expect(retryAfter).toBeGreaterThan(LOGIN_FAILURE_WINDOW - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW);
    // Another account is not affected.
    expect((await loginAs(provider, '203.0.113.1', 'nobody@itbd.net', 'wrong-password')).status).toBe(401);
  });

  it('a lockout from one address does not keep the owner out from another', async () => {
    const provider = fresh();
    for (let i = 0; i < 5; i++) await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password');
    await expect429(await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /^Too many login attempts/);
    expect((await loginAs(provider, '198.51.100.9', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password)).status).toBe(200);
    // The locked address stays locked.
    await expect429(await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /^Too many login attempts/);
  });

  it(`locks the account for every address after ${ACCOUNT_LOGIN_FAILURES_ALLOWED} wrong passwords spread over many`, async () => {
    const provider = fresh();
    for (let a = 0; a < ACCOUNT_LOGIN_FAILURES_ALLOWED / LOGIN_FAILURES_ALLOWED; a++) {
      for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) {
        expect((await loginAs(provider, `203.0.113.${a}`, DEMO_AFFILIATE.email, 'wrong-password')).status).toBe(401);
      }
    }
    const retryAfter = await expect429(
      await loginAs(provider, '198.51.100.9', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password),
      /^Too many login attempts\. Please try again in 15 minutes\.$/,
    );
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW);
    // Refused by the account's count, the guess is taken back from the new address's own run.
    expect(storedPoints(provider, `login_fail:198.51.100.9 ${DEMO_AFFILIATE.email}`)).toBe(0);
  }, 60_000);

  it('a right password ends the run of failures', async () => {
    const provider = fresh();
    for (let i = 0; i < 4; i++) expect((await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password')).status).toBe(401);
    expect((await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password')).status).toBe(401);
  });

  it('counts guesses sent in parallel before checking them', async () => {
    const provider = fresh();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, `wrong-${i}`)),
    );
    const statuses = replies.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('makes each lockout within a day twice as long as the one before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = fresh();
    const lockOut = async () => {
      for (let i = 0; i < 5; i++) await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password');
      return expect429(await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password'), /^Too many login attempts/);
    };
    expect(await lockOut()).toBe(15 * 60);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    expect(await lockOut()).toBe(30 * 60);
    vi.setSystemTime(Date.now() + 30 * 60 * 1000 + 1000);
    expect(await lockOut()).toBe(60 * 60);
  });

  it('keeps a lockout across a restart: the counters live in the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'itbd-limits-'));
    try {
      const first = createApp({ dataDir });
      for (let i = 0; i < 5; i++) await loginAs(first, '203.0.113.1', DEMO_AFFILIATE.email, 'wrong-password');
      first.close();
      const second = createApp({ dataDir });
      await expect429(await loginAs(second, '203.0.113.1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /^Too many login attempts/);
      second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The limiter's stored count for a key, read through a connection of its own, as after a restart. */
function storedPoints(provider: TestProvider, key: string): number | undefined {
  const db = new DatabaseSync(dataPaths(provider.dataDir).limitsDatabase, { readOnly: true });
  try {
    const row = db.prepare(`SELECT points FROM ${LIMITS_TABLE} WHERE key = ?`).get(key) as { points: number } | undefined;
    return row?.points;
  } finally {
    db.close();
  }
}

describe('refusals that cost the rest of the site next to nothing', () => {
  it('refuses a login while the password queue is full before counting, storing or even parsing it', async () => {
    const provider = fresh();
    const stored = hashSync('a-stored-password');
    const queued = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_MAX_WAITING }, () => checkPassword(stored, 'guess'));
    expect(argon2Load().waiting).toBe(ARGON2_MAX_WAITING);

    try {
      // Not JSON at all: read, it would be a 400.
      const res = await from(provider, '203.0.113.40', login.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      expect(await expect429(res, /^The server is busy checking passwords\. Please try again in 5 seconds\.$/)).toBe(5);
      expect(storedPoints(provider, 'ip_login:203.0.113.40')).toBeUndefined();
    } finally {
      await Promise.all(queued);
    }
    // With the queue free again, the same address is served and counted.
    expect((await loginAs(provider, '203.0.113.40', 'nobody@itbd.net', 'wrong-password')).status).toBe(401);
    expect(storedPoints(provider, 'ip_login:203.0.113.40')).toBe(1);
  }, 30_000);

  it('refuses a signup while the password queue is full before counting, storing or checking it', async () => {
    const provider = fresh();
    const stored = hashSync('a-stored-password');
    const queued = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_MAX_WAITING }, () => checkPassword(stored, 'guess'));
    try {
      const res = await from(provider, '203.0.113.41', register.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      await expect429(res, /^The server is busy checking passwords\./);
      expect(storedPoints(provider, 'ip_signup:203.0.113.41')).toBeUndefined();
    } finally {
      await Promise.all(queued);
    }
  }, 30_000);

  it('refuses guesses at a locked account from memory: its stored counter stops moving, and the lockout still holds', async () => {
    const provider = fresh();
    const key = `login_fail:203.0.113.50 ${DEMO_AFFILIATE.email}`;
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) await loginAs(provider, '203.0.113.50', DEMO_AFFILIATE.email, 'wrong-password');
    // The first refusal is counted in the database, and from then on the account is refused from memory.
    await expect429(await loginAs(provider, '203.0.113.50', DEMO_AFFILIATE.email, 'wrong-password'), /^Too many login attempts/);
    const afterFirstRefusal = storedPoints(provider, key);
    for (let i = 0; i < 20; i++) {
      const retryAfter = await expect429(await loginAs(provider, '203.0.113.50', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /^Too many login attempts/);
      expect(retryAfter).toBeGreaterThan(LOGIN_FAILURE_WINDOW - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW);
    }
    expect(storedPoints(provider, key)).toBe(afterFirstRefusal);
  });

  it('holds each refusal of a budget or lockout for a second before answering it, and nothing else', async () => {
    const provider = fresh({ refusalHoldMs: 1000 });
    const timed = async (send: () => Response | Promise<Response>) => {
      const started = performance.now();
      const res = await send();
      return { res, ms: performance.now() - started };
    };
    const { points } = LIMITED_CALLS.contact;
    for (let i = 0; i < points; i++) {
      const { res, ms } = await timed(() => from(provider, '203.0.113.7', sendContact.path, json({})));
      expect(res.status).toBe(422);
      expect(ms).toBeLessThan(1000);
    }
    const refused = await timed(() => from(provider, '203.0.113.7', sendContact.path, json({})));
    await expect429(refused.res, /^Too many requests from your network/);
    expect(refused.ms).toBeGreaterThanOrEqual(990);

    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) await loginAs(provider, '203.0.113.8', DEMO_AFFILIATE.email, 'wrong-password');
    const locked = await timed(() => loginAs(provider, '203.0.113.8', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password));
    await expect429(locked.res, /^Too many login attempts/);
    expect(locked.ms).toBeGreaterThanOrEqual(990);
  });

  it('answers a busy password queue at once: the server\'s own load is no abuse to hold', async () => {
    const provider = fresh({ refusalHoldMs: 1000 });
    const stored = hashSync('a-stored-password');
    const queued = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_MAX_WAITING }, () => checkPassword(stored, 'guess'));
    try {
      for (const path of [login.path, register.path]) {
        const started = performance.now();
        await expect429(await from(provider, '203.0.113.42', path, json({})), /^The server is busy checking passwords\./);
        expect(performance.now() - started, path).toBeLessThan(500);
      }
    } finally {
      await Promise.all(queued);
    }
  }, 30_000);

  it('locks an account once for wrong passwords sent in parallel: they do not each double the wait', async () => {
    const provider = fresh();
    const replies = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_ALLOWED }, (_, i) => loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, `wrong-${i}`)),
    );
    expect(replies.map((res) => res.status)).toEqual(Array.from({ length: LOGIN_FAILURES_ALLOWED }, () => 401));
    expect(await expect429(await loginAs(provider, '203.0.113.1', DEMO_AFFILIATE.email, DEMO_AFFILIATE.password), /in 15 minutes\.$/)).toBeLessThanOrEqual(
      LOGIN_FAILURE_WINDOW,
    );
  });
});

describe('CV folder budget', () => {
  function application(jobId: number): FormData {
    const form = new FormData();
    const fields = { first_name: 'A', last_name: 'B', phone: '+8801755123456', email: 'a@example.com', summary: 'S', job_id: String(jobId) };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('cv', new File([pdfBytes(100_000)], 'cv.pdf', { type: 'application/pdf' }));
    return form;
  }

  it('refuses with a clear 429 once the folder would pass its budget', async () => {
    const provider = fresh({ cvBudgetBytes: 250_000 });
    const { data: jobs } = (await (await provider.app.request(getCareer.path)).json()) as { data: Array<{ id: number }> };
    const send = (address: string) =>
      from(provider, address, submitJob.path, { method: 'POST', headers: { Accept: 'application/json' }, body: application(jobs[0]!.id) });
    expect((await send('203.0.113.1')).status).toBe(200);
    expect((await send('203.0.113.2')).status).toBe(200);
    await expect429(await send('203.0.113.3'), /^We cannot accept more CVs at the moment: our storage for applications is full\./);
  });

  it('refuses an upload flood from one address long before the budget fills', async () => {
    const provider = fresh();
    const { data: jobs } = (await (await provider.app.request(getCareer.path)).json()) as { data: Array<{ id: number }> };
    const statuses: number[] = [];
    for (let i = 0; i < LIMITED_CALLS.jobApplication.points + 5; i++) {
      const res = await from(provider, '203.0.113.1', submitJob.path, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: application(jobs[0]!.id),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITED_CALLS.jobApplication.points);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('argon2 queue', () => {
  const stored = hashSync('a-stored-password');

  it(`runs at most ${ARGON2_CONCURRENCY} hash(es) at once and the rest wait their turn`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, argon2Load().active)), 1);
    const checks = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_MAX_WAITING }, (_, i) =>
      checkPassword(stored, i === 0 ? 'a-stored-password' : `guess-${i}`),
    );
    expect(argon2Load().waiting).toBeGreaterThan(0);
    const results = await Promise.all(checks);
    clearInterval(sampler);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(most).toBe(ARGON2_CONCURRENCY);
    // The slot frees itself just after answering its caller.
    await vi.waitFor(() => expect(argon2Load()).toEqual({ active: 0, waiting: 0 }));
  });

  it('refuses with 429 rather than queue without end', async () => {
    const checks = Array.from({ length: ARGON2_CONCURRENCY + ARGON2_MAX_WAITING + 3 }, () =>
      checkPassword(stored, 'guess').then(
        () => 'checked',
        (error: unknown) => (error as { status?: number }).status,
      ),
    );
    const outcomes = await Promise.all(checks);
    expect(outcomes.filter((outcome) => outcome === 429)).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'checked')).toHaveLength(ARGON2_CONCURRENCY + ARGON2_MAX_WAITING);
  }, 30_000);
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [899, '15 minutes'],
    [3600, '1 hour'],
    [5400, '2 hours'],
  ])('%i s -> %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
