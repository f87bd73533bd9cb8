import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import ipaddr from 'ipaddr.js';
import pLimit from 'p-limit';
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { login } from '../contracts/affiliate/login.ts';
import { register } from '../contracts/affiliate/register.ts';
import { updateProfile } from '../contracts/affiliate/update-profile.ts';
import { submitJob } from '../contracts/career/submit-job.ts';
import { sendConsultation } from '../contracts/consultation/send-consultation.ts';
import { sendContact } from '../contracts/contact/send-contact.ts';
import { subscribe } from '../contracts/newsletter/subscribe.ts';
import { recordVisit } from '../contracts/referrals/record-visit.ts';
import type { AppEnv } from './context.ts';
import { statementCache, transaction } from './db.ts';
import { readPayload } from './validation.ts';

/**
 * Abuse limits: per-address budgets for each form, lockouts for wrong
 * passwords (per account and client address, with a much larger per-account
 * backstop), and a queue in front of argon2. Every refusal is a 429 with
 * `Retry-After` and Laravel's `{message}`, which the forms already show.
 *
 * Budgets per address are sized for an office behind one NAT address (dozens
 * of people), not for one person, so a visitor filling each form once, or the
 * e2e suite filling them a few dozen times from 127.0.0.1, is never refused;
 * a script sending hundreds is.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A call with a per-address budget: `points` requests per `duration` seconds. */
interface LimitedCall {
  path: string;
  points: number;
  duration: number;
  /** Runs argon2: refused while its queue is full, before the body is read or anything counted. */
  argon2?: true;
  /** Checks a password: wrong ones are counted per account and address, and lock them out. */
  lockout?: true;
}

const limitedCalls = {
  contact: { path: sendContact.path, points: 30, duration: HOUR },
  consultation: { path: sendConsultation.path, points: 30, duration: HOUR },
  newsletter: { path: subscribe.path, points: 30, duration: HOUR },
  signup: { path: register.path, points: 30, duration: HOUR, argon2: true },
  jobApplication: { path: submitJob.path, points: 20, duration: HOUR },
  profileUpdate: { path: updateProfile.path, points: 60, duration: HOUR },
  /** Referral visits: enough for an office browsing through links all day, not for a script inflating a count. */
  referralVisit: { path: recordVisit.path, points: 300, duration: HOUR },
  login: { path: login.path, points: 100, duration: 15 * MINUTE, argon2: true, lockout: true },
  /** Staff sign in like affiliates, under counters of their own. */
  staffLogin: { path: staffLogin.path, points: 100, duration: 15 * MINUTE, argon2: true, lockout: true },
} satisfies Record<string, LimitedCall>;
export type LimitedCallName = keyof typeof limitedCalls;
/** Every limited call, by the name its counters are stored under. */
export const LIMITED_CALLS: Readonly<Record<LimitedCallName, LimitedCall>> = limitedCalls;

/**
 * Wrong passwords in a row one account may have from one client address within
 * the window before it is locked for that address. Keyed on the account alone,
 * anyone could lock any affiliate out with a handful of guesses.
 */
export const LOGIN_FAILURES_ALLOWED = 5;
/** Wrong passwords one account may have from all addresses together: the backstop against a guesser spread over many. */
export const ACCOUNT_LOGIN_FAILURES_ALLOWED = 50;
export const LOGIN_FAILURE_WINDOW = 15 * MINUTE;
/** The first lockout lasts the window; each further one within a day doubles it, up to a day. */
const LOCKOUT_CAP = 24 * HOUR;

/**
 * How long a refusal of the abuse limits (a spent budget, a lockout) waits before its
 * 429 goes out: a tarpit for closed-loop guessers and spammers, tools that keep a fixed
 * number of connections and send the next request when the last is answered, so each
 * connection is slowed to one refusal a second. A held request costs one timer, and a
 * person who is refused anyway does not notice. It is no defence against an open-ended
 * flood, which just opens more sockets. The server's own load (argon2's queue, the CV
 * checks) is not the client's abuse: those refusals go out at once, so a real signup or
 * login learns without waiting that the server is busy.
 */
const DEFAULT_REFUSAL_HOLD_MS = 1000;

/** At most this many argon2 hashes or verifications run at once (1 on two cores): one core stays with the pages. */
export const ARGON2_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Past this many waiting, a password check is refused at once rather than queued for seconds. */
export const ARGON2_MAX_WAITING = 8;

/** Default budget for the private CV folder. */
const DEFAULT_CV_BUDGET_BYTES = 1024 * 1024 * 1024;

export const LIMITS_TABLE = 'rate_limits';

/** "30 seconds", "15 minutes", "2 hours": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < HOUR) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / HOUR), 'hour');
}

/** A 429 with `Retry-After` (whole seconds, at least 1) and a Laravel-shaped `{message}`. */
export function tooManyRequests(retryAfterMs: number, message: (wait: string) => string): HTTPException {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const res = Response.json({ message: message(waitText(seconds)) }, { status: 429, headers: { 'Retry-After': String(seconds) } });
  return new HTTPException(429, { res });
}

const formRefusal = (wait: string) => `Too many requests from your network. Please try again in ${wait}.`;
const loginRefusal = (wait: string) => `Too many login attempts. Please try again in ${wait}.`;

/**
 * The visitor's address. `X-Forwarded-For` is anyone's to write, so it is read
 * only behind our own proxy (TRUST_PROXY), and then only its last entry: the
 * address that proxy saw; entries before it are the client's to invent.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').slice(-1000);
    const client = forwarded.split(',').pop()?.trim();
    if (client) return clientKey(client.slice(0, 64));
  }
  try {
    return clientKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // In-process requests (server rendering, tests) have no socket.
    return 'unknown';
  }
}

/**
 * Who the budgets count: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or an
 * IPv6 address's /64, which a provider gives one household whole, so rotating
 * through it does not buy fresh budgets or fresh runs of login guesses.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * The limiter's better-sqlite3 driver, over `node:sqlite`, whose statements have
 * the same prepare/get/run shape. The limiter prepares its few statements again
 * for every call: they come from the connection's statement cache.
 */
function sqliteStore(db: DatabaseSync) {
  return {
    prepare: statementCache(db),
    transaction:
      <T>(work: () => T) =>
      () =>
        transaction(db, work),
  };
}

const isRefusal = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;

export interface LimitsOptions {
  /** TRUST_PROXY: the server sits behind a proxy of ours that appends the client's address to `X-Forwarded-For`. */
  trustProxy?: boolean;
  /** Total bytes the CV folder may hold (CV_BUDGET_MB). */
  cvBudgetBytes?: number;
  /** How long a refusal of these limits is held before it is answered (DEFAULT_REFUSAL_HOLD_MS; tests use 0). */
  refusalHoldMs?: number;
}

export interface Limits {
  /** Middleware for the named call: its argon2 gate, its address's budget, and for a login the lockouts. */
  guard(name: LimitedCallName): MiddlewareHandler<AppEnv>;
  /** Reserves room for a CV of `bytes` against the folder's budget; release when stored or abandoned. */
  reserveCvBytes(storedBytes: number, bytes: number): { release(): void };
  /** Stops the sweeper and closes the counters' database. */
  stop(): void;
}

/**
 * Opens the counters' database: a file of its own beside the provider's, so a
 * flood's counter writes never wait for, or hold, the content's write lock,
 * and with `synchronous = NORMAL`: a commit survives the process being killed
 * (what a restart must keep), only a power cut may lose the last ones, which
 * for counters is harmless and spares an fsync per request.
 */
export function openLimitsDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  return db;
}

export function createLimits(db: DatabaseSync, options: LimitsOptions = {}): Limits {
  const trustProxy = options.trustProxy ?? false;
  const cvBudgetBytes = options.cvBudgetBytes ?? DEFAULT_CV_BUDGET_BYTES;
  const refusalHoldMs = options.refusalHoldMs ?? DEFAULT_REFUSAL_HOLD_MS;
  // The limiter's own table layout, created here so the first request never races its creation.
  db.exec(`CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  const storeClient = sqliteStore(db);
  const limiter = (keyPrefix: string, points: number, duration: number, flood = true) =>
    new RateLimiterSQLite({
      storeClient,
      storeType: 'better-sqlite3',
      tableName: LIMITS_TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration,
      // Past the budget, the address is refused from memory until its window ends: no database write per request of a flood.
      ...(flood ? { inMemoryBlockOnConsumed: points + 1 } : {}),
    });

  const byAddress = Object.fromEntries(
    Object.entries(LIMITED_CALLS).map(([name, { points, duration }]) => [name, limiter(`ip_${name}`, points, duration)]),
  ) as Record<LimitedCallName, RateLimiterSQLite>;
  /**
   * A run of wrong passwords under one key, counted before each check so parallel guesses
   * cannot all slip in, and locked once `allowed` are used. A locked key is refused from
   * memory: guesses at it cost no write. Each lockout within a day doubles, up to a day.
   */
  const failureRun = (keyPrefix: string, allowed: number) => {
    const failures = limiter(`${keyPrefix}_fail`, allowed, LOGIN_FAILURE_WINDOW);
    const lockouts = limiter(`${keyPrefix}_lockout`, 1000, 24 * HOUR, false);
    return {
      consume: (key: string) => failures.consume(key),
      /** Takes back a counted guess whose password was never checked. */
      uncount: (key: string) => failures.reward(key),
      /** After the check: a right password ends the run; the wrong one that used the last point locks the key. */
      async settle(key: string, counted: RateLimiterRes, status: number) {
        if (status === 200 || status === 201) {
          await failures.delete(key);
        } else if (status === 401) {
          // Locked once: parallel failures before the last point do not each count as a lockout and double its length.
          if (counted.consumedPoints >= allowed) {
            const count = (await lockouts.penalty(key)).consumedPoints;
            await failures.block(key, Math.min(LOGIN_FAILURE_WINDOW * 2 ** (count - 1), LOCKOUT_CAP));
          }
        } else {
          // Not a password check (a 422 or a refusal): it does not count as a wrong guess.
          await failures.reward(key);
        }
      },
    };
  };
  const clientRuns = failureRun('login', LOGIN_FAILURES_ALLOWED);
  const accountRuns = failureRun('login_account', ACCOUNT_LOGIN_FAILURES_ALLOWED);

  /**
   * Counts one request against a limiter, turning its refusal into the 429 that says `message`.
   * Budgets and lockouts are refused only here, so only their 429s are held (DEFAULT_REFUSAL_HOLD_MS).
   */
  const consume = async (counter: { consume(key: string): Promise<RateLimiterRes> }, key: string, message: (wait: string) => string) => {
    try {
      return await counter.consume(key);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (refusalHoldMs > 0) await sleep(refusalHoldMs);
      throw tooManyRequests(error.msBeforeNext, message);
    }
  };

  let reservedCvBytes = 0;
  const sweeper = setInterval(
    () => {
      try {
        db.prepare(`DELETE FROM ${LIMITS_TABLE} WHERE expire < ?`).run(Date.now() - HOUR * 1000);
      } catch {
        // Closed while shutting down.
      }
    },
    5 * MINUTE * 1000,
  );
  sweeper.unref();

  /** Counts a login as a guess at its account (from this address, and from all), checks it, and settles both counts by its answer. */
  const countingWrongPasswords = async (c: Context<AppEnv>, address: string, next: Next) => {
    const email = (await readPayload(c))['email'];
    if (typeof email !== 'string' || email.length > 255 || email.trim() === '') return next();
    const account = email.trim().toLowerCase();
    // The lockout is per account and address, so guesses from elsewhere cannot lock the owner
    // out; the account's own count, ten times larger, stops a guesser spread over many addresses.
    const addressAndAccount = `${address} ${account}`;
    const byClient = await consume(clientRuns, addressAndAccount, loginRefusal);
    let byAccount: RateLimiterRes;
    try {
      byAccount = await consume(accountRuns, account, loginRefusal);
    } catch (error) {
      await clientRuns.uncount(addressAndAccount);
      throw error;
    }
    try {
      await next();
    } finally {
      const status = c.res.status;
      await Promise.all([clientRuns.settle(addressAndAccount, byClient, status), accountRuns.settle(account, byAccount, status)]);
    }
  };

  return {
    guard: (name) => {
      const call = LIMITED_CALLS[name];
      const refusal = call.lockout ? loginRefusal : formRefusal;
      return async (c, next) => {
        // A password hash or check could not start for seconds: refused before anything is read,
        // counted or written (a signup's strength check alone costs milliseconds), so a flood
        // past the queue costs the rest of the site next to nothing.
        if (call.argon2 && argon2Busy()) throw argon2BusyRefusal();
        const address = clientAddress(c, trustProxy);
        await consume(byAddress[name], address, refusal);
        return call.lockout ? countingWrongPasswords(c, address, next) : next();
      };
    },

    reserveCvBytes(storedBytes, bytes) {
      if (storedBytes + reservedCvBytes + bytes > cvBudgetBytes) {
        throw tooManyRequests(
          HOUR * 1000,
          (wait) => `We cannot accept more CVs at the moment: our storage for applications is full. Please try again in ${wait}.`,
        );
      }
      reservedCvBytes += bytes;
      let released = false;
      return {
        release() {
          if (!released) reservedCvBytes -= bytes;
          released = true;
        },
      };
    },

    stop: () => {
      clearInterval(sweeper);
      db.close();
    },
  };
}

/** Mounts each limited call's guard in front of its route. */
export function installLimits(app: Hono<AppEnv>, limits: Limits): void {
  for (const [name, { path }] of Object.entries(LIMITED_CALLS)) app.on('POST', path, limits.guard(name as LimitedCallName));
}

/**
 * Argon2 runs on libuv's worker threads; without a queue a login flood puts
 * every core to hashing and unrelated pages wait behind it.
 */
const argon2Queue = pLimit(ARGON2_CONCURRENCY);

export const argon2Load = () => ({ active: argon2Queue.activeCount, waiting: argon2Queue.pendingCount });

/** As many password checks wait as the queue takes: the next one would be refused. */
const argon2Busy = () => argon2Queue.pendingCount >= ARGON2_MAX_WAITING;

const argon2BusyRefusal = () => tooManyRequests(5000, (wait) => `The server is busy checking passwords. Please try again in ${wait}.`);

/** Runs one argon2 hash or verification in the queue, or refuses when the queue is already long. */
export function queueArgon2<T>(work: () => Promise<T>): Promise<T> {
  if (argon2Busy()) return Promise.reject(argon2BusyRefusal());
  return argon2Queue(work);
}
