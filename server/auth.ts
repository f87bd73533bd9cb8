import { createHash, randomBytes } from 'node:crypto';
import { hash, hashSync, verify } from '@node-rs/argon2';
import type { MiddlewareHandler } from 'hono';
import type { AffiliateRow, AppEnv } from './context.ts';
import type { Sql } from './db.ts';
import { queueArgon2 } from './limits.ts';

export const DEFAULT_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues a bearer token; only its SHA-256 is stored, so a copied database holds no usable tokens. */
export function issueToken(sql: Sql, affiliateId: number, ttlMs: number): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('hex');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  sql.run('DELETE FROM affiliate_tokens WHERE affiliate_id = ? AND expires_at <= ?', affiliateId, now.toISOString());
  sql.run(
    'INSERT INTO affiliate_tokens (affiliate_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)',
    affiliateId,
    sha256(token),
    expiresAt,
    now.toISOString(),
  );
  return { token, expiresAt };
}

export const AFFILIATE_COLUMNS =
  'a.id, a.name, a.email, a.phone, a.affiliateid, a.address, a.profile_image, a.created_at';

/** Bearer-token guard: 401 `{message: 'Unauthenticated.'}` for a missing, unknown or expired token. */
export function requireAffiliate(sql: Sql): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+([0-9a-f]{64})\s*$/i.exec(c.req.header('authorization') ?? '');
    const affiliate = match?.[1]
      ? sql.get<AffiliateRow>(
          `SELECT ${AFFILIATE_COLUMNS} FROM affiliate_tokens t JOIN affiliates a ON a.id = t.affiliate_id
           WHERE t.token_hash = ? AND t.expires_at > ?`,
          sha256(match[1].toLowerCase()),
          new Date().toISOString(),
        )
      : undefined;
    if (!affiliate) return c.json({ message: UNAUTHENTICATED }, 401);
    c.set('affiliate', affiliate);
    await next();
  };
}
