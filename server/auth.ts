import { createHash, randomBytes } from 'node:crypto';
import { hash, hashSync, verify } from '@node-rs/argon2';
import type { MiddlewareHandler } from 'hono';
import type { AffiliateRow, AppEnv } from './context.ts';
import type { Sql } from './db.ts';
import { queueArgon2 } from './limits.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How long bearer tokens live: a session ends after a while without use, and one affiliate holds only so many. */
export interface TokenPolicy {
  /** Without use for this long a token expires; every authenticated request starts the wait again. */
  idleMs: number;
  /** The same for a login with 'Remember me'. */
  rememberedIdleMs: number;
  /** Live tokens per affiliate (browsers, devices); a login beyond it revokes the oldest. */
  maxPerAffiliate: number;
}

export const DEFAULT_TOKEN_POLICY: TokenPolicy = {
  idleMs: 8 * HOUR_MS,
  rememberedIdleMs: 30 * 24 * HOUR_MS,
  maxPerAffiliate: 10,
};

/** A request moves a token's expiry only when that gains more than this: not one write per request. */
const SLIDE_STEP_MS = 60 * 1000;
export const UNAUTHENTICATED = 'Unauthenticated.';

/** Hashes in the argon2 queue, so a burst of signups cannot take every core. */
export const hashPassword = (password: string) => queueArgon2(() => hash(password));
export const hashPasswordSync = (password: string) => hashSync(password);

let dummyHash: string | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown
 * email) it still verifies against a throwaway hash, so both failures take
 * the same time and do not reveal which emails are registered.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashSync(randomBytes(16).toString('hex'));
  const against = storedHash ?? dummyHash;
  // A malformed stored hash fails the check; a full queue refuses the request (429) instead.
  const matches = await queueArgon2(() => verify(against, password).catch(() => false));
  return storedHash !== undefined && matches;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Issues a bearer token; only its SHA-256 is stored, so a copied database holds no
 * usable tokens. Expired tokens (anyone's) go first, and the affiliate's oldest
 * beyond the policy's cap are revoked.
 */
export function issueToken(
  sql: Sql,
  affiliateId: number,
  { remember }: { remember: boolean },
  policy: TokenPolicy,
): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('hex');
  const now = new Date();
  const idleMs = remember ? policy.rememberedIdleMs : policy.idleMs;
  const expiresAt = new Date(now.getTime() + idleMs).toISOString();
  sql.run('DELETE FROM affiliate_tokens WHERE expires_at <= ?', now.toISOString());
  sql.run(
    'INSERT INTO affiliate_tokens (affiliate_id, token_hash, expires_at, created_at, idle_ms) VALUES (?, ?, ?, ?, ?)',
    affiliateId,
    sha256(token),
    expiresAt,
    now.toISOString(),
    idleMs,
  );
  sql.run(
    `DELETE FROM affiliate_tokens WHERE affiliate_id = ? AND id NOT IN
       (SELECT id FROM affiliate_tokens WHERE affiliate_id = ? ORDER BY id DESC LIMIT ?)`,
    affiliateId,
    affiliateId,
    policy.maxPerAffiliate,
  );
  return { token, expiresAt };
}

/** Logout: the token is gone, so it answers 401 from now on. */
export function revokeToken(sql: Sql, tokenId: number): void {
  sql.run('DELETE FROM affiliate_tokens WHERE id = ?', tokenId);
}

export const AFFILIATE_COLUMNS =
  'a.id, a.name, a.email, a.phone, a.affiliateid, a.address, a.profile_image, a.created_at';

type TokenRow = AffiliateRow & { token_id: number; token_expires_at: string; token_idle_ms: number | null };

/**
 * Bearer-token guard: 401 `{message: 'Unauthenticated.'}` for a missing, unknown,
 * revoked or expired token. A token in use has its expiry moved on (sliding), so a
 * session ends only after its idle time without a request.
 */
export function requireAffiliate(sql: Sql): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+([0-9a-f]{64})\s*$/i.exec(c.req.header('authorization') ?? '');
    const now = new Date();
    const row = match?.[1]
      ? sql.get<TokenRow>(
          `SELECT ${AFFILIATE_COLUMNS}, t.id AS token_id, t.expires_at AS token_expires_at, t.idle_ms AS token_idle_ms
           FROM affiliate_tokens t JOIN affiliates a ON a.id = t.affiliate_id
           WHERE t.token_hash = ? AND t.expires_at > ?`,
          sha256(match[1].toLowerCase()),
          now.toISOString(),
        )
      : undefined;
    if (!row) return c.json({ message: UNAUTHENTICATED }, 401);
    const { token_id: tokenId, token_expires_at: expiresAt, token_idle_ms: idleMs, ...affiliate } = row;
    // Tokens issued before sliding expiry (no idle time) keep the fixed expiry they were given.
    if (idleMs !== null && now.getTime() + idleMs - Date.parse(expiresAt) > SLIDE_STEP_MS) {
      sql.run('UPDATE affiliate_tokens SET expires_at = ? WHERE id = ?', new Date(now.getTime() + idleMs).toISOString(), tokenId);
    }
    c.set('affiliate', affiliate);
    c.set('tokenId', tokenId);
    await next();
  };
}
