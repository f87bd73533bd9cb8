import type { SQLInputValue } from 'node:sqlite';
import type { StaffRow } from '../context.ts';
import type { Sql } from '../db.ts';

type Row = Record<string, unknown>;

/** Fields never written into the log, whatever changed. */
const SECRET = new Set(['password_hash', 'token_hash']);
const CUT = 200;

const shown = (value: unknown): unknown => {
  if (typeof value === 'string' && value.length > CUT) return `${value.slice(0, CUT)}…`;
  return value === undefined ? null : value;
};

/** The fields whose values differ, each with its value before and after (long text cut). */
function changesBetween(before: Row | null | undefined, after: Row | null | undefined): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (SECRET.has(key) || key === 'updated_at') continue;
    const old = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(old ?? null) !== JSON.stringify(now ?? null)) changes[key] = { before: shown(old), after: shown(now) };
  }
  return changes;
}

export interface AuditEvent {
  action: string;
  entity: string;
  entityId: SQLInputValue | null;
  summary: string;
  before?: Row | null;
  after?: Row | null;
}

/** Who changed what, when, with a summary of before and after: one row per change, never edited. */
export function audit(sql: Sql, staff: Pick<StaffRow, 'id' | 'email' | 'name'> | null, event: AuditEvent): void {
  sql.run(
    `INSERT INTO audit_log (staff_id, staff_email, staff_name, action, entity, entity_id, summary, changes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    staff?.id ?? null,
    staff?.email ?? null,
    staff?.name ?? null,
    event.action,
    event.entity,
    event.entityId === null ? null : String(event.entityId),
    event.summary.slice(0, 500),
    JSON.stringify(changesBetween(event.before, event.after)),
    new Date().toISOString(),
  );
}
