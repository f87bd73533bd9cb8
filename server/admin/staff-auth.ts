import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { UNAUTHENTICATED, sha256 } from '../auth.ts';
import type { AppEnv, StaffRow } from '../context.ts';
import type { Sql } from '../db.ts';

const HOUR_MS = 60 * 60 * 1000;
const SLIDE_STEP_MS = 60 * 1000;
const FORBIDDEN = 'This action is unauthorized.';

/** Staff sessions: shorter than an affiliate's remembered one, since a staff token reaches every lead and CV. */
export interface StaffTokenPolicy {
  idleMs: number;
  rememberedIdleMs: number;
  maxPerStaff: number;
}

export const DEFAULT_STAFF_TOKEN_POLICY: StaffTokenPolicy = {
  idleMs: 8 * HOUR_MS,
  rememberedIdleMs: 7 * 24 * HOUR_MS,
  maxPerStaff: 10,
};

export const STAFF_COLUMNS = 's.id, s.email, s.name, s.role, s.disabled_at, s.last_login_at, s.created_at';

/** The wire shape of a staff member (contracts/admin/admin.ts `Staff`). */
export const staffReply = (staff: StaffRow) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  disabled: staff.disabled_at !== null,
  created_at: staff.created_at,
  last_login_at: staff.last_login_at,
});

/** Issues a staff bearer token; only its SHA-256 is stored. Expired tokens go, and the member's oldest beyond the cap. */
export function issueStaffToken(sql: Sql, staffId: number, remember: boolean, policy: StaffTokenPolicy) {
  const token = randomBytes(32).toString('hex');
  const now = new Date();
  const idleMs = remember ? policy.rememberedIdleMs : policy.idleMs;
  const expiresAt = new Date(now.getTime() + idleMs).toISOString();
  sql.run('DELETE FROM staff_tokens WHERE expires_at <= ?', now.toISOString());
  sql.run(
    'INSERT INTO staff_tokens (staff_id, token_hash, expires_at, idle_ms, created_at) VALUES (?, ?, ?, ?, ?)',
    staffId,
    sha256(token),
    expiresAt,
    idleMs,
    now.toISOString(),
  );
  sql.run(
    `DELETE FROM staff_tokens WHERE staff_id = ? AND id NOT IN
       (SELECT id FROM staff_tokens WHERE staff_id = ? ORDER BY id DESC LIMIT ?)`,
    staffId,
    staffId,
    policy.maxPerStaff,
  );
  return { token, expiresAt };
}

type TokenRow = StaffRow & { token_id: number; token_expires_at: string; token_idle_ms: number };

/**
 * The back office's guard for one endpoint: 401 without a live staff token of an enabled
 * account, 403 when the endpoint needs an admin and the member is an editor. A token in
 * use has its expiry moved on, so a session ends only after its idle time.
 */
export function requireStaff(sql: Sql, endpoint: Pick<Endpoint, 'staff'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+([0-9a-f]{64})\s*$/i.exec(c.req.header('authorization') ?? '');
    const now = new Date();
    const row = match?.[1]
      ? sql.get<TokenRow>(
          `SELECT ${STAFF_COLUMNS}, t.id AS token_id, t.expires_at AS token_expires_at, t.idle_ms AS token_idle_ms
           FROM staff_tokens t JOIN staff s ON s.id = t.staff_id
           WHERE t.token_hash = ? AND t.expires_at > ? AND s.disabled_at IS NULL`,
          sha256(match[1].toLowerCase()),
          now.toISOString(),
        )
      : undefined;
    if (!row) return c.json({ message: UNAUTHENTICATED }, 401);
    const { token_id: tokenId, token_expires_at: expiresAt, token_idle_ms: idleMs, ...staff } = row;
    if (now.getTime() + idleMs - Date.parse(expiresAt) > SLIDE_STEP_MS) {
      sql.run('UPDATE staff_tokens SET expires_at = ? WHERE id = ?', new Date(now.getTime() + idleMs).toISOString(), tokenId);
    }
    if (endpoint.staff === 'admin' && staff.role !== 'admin') return c.json({ message: FORBIDDEN }, 403);
    c.set('staff', staff);
    c.set('staffTokenId', tokenId);
    await next();
  };
}
