import { Hono } from 'hono';
import { listAuditLog } from '../../contracts/admin/list-audit-log.ts';
import { listOutbox } from '../../contracts/admin/list-outbox.ts';
import type { AppEnv, Deps } from '../context.ts';
import { reply } from '../reply.ts';
import { requireStaff } from './staff-auth.ts';

const AUDIT_PER_PAGE = 50;
const OUTBOX_SHOWN = 200;

interface AuditRow {
  id: number;
  staff_id: number | null;
  staff_email: string | null;
  staff_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  changes: string;
  created_at: string;
}

interface OutboxRow {
  id: number;
  to_address: string | null;
  subject: string;
  body: string;
  lead_type: string | null;
  lead_id: number | null;
  status: 'waiting' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** What the back office keeps about itself: the audit log (admins) and the notification outbox. */
export function recordRoutes({ sql, mail }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(listAuditLog.path, requireStaff(sql, listAuditLog), (c) => {
    const rawPage = c.req.query('page') ?? '';
    const page = /^\d{1,9}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
    const entity = c.req.query('entity')?.slice(0, 40);
    const where = entity ? 'WHERE entity = ? OR entity LIKE ?' : '';
    const params = entity ? [entity, `${entity}:%`] : [];
    const total = sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM audit_log ${where}`, ...params)?.total ?? 0;
    const rows = sql.all<AuditRow>(
      `SELECT * FROM audit_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      ...params,
      AUDIT_PER_PAGE,
      (page - 1) * AUDIT_PER_PAGE,
    );
    return reply(c, listAuditLog, {
      data: rows.map((row) => ({
        id: row.id,
        staff: row.staff_id === null ? null : { id: row.staff_id, email: row.staff_email ?? '', name: row.staff_name ?? '' },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        summary: row.summary,
        changes: JSON.parse(row.changes) as Record<string, { before: unknown; after: unknown }>,
        created_at: row.created_at,
      })),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)), per_page: AUDIT_PER_PAGE, total },
    });
  });

  app.get(listOutbox.path, requireStaff(sql, listOutbox), (c) => {
    const rows = sql.all<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', OUTBOX_SHOWN);
    return reply(c, listOutbox, {
      smtp: mail.smtp,
      data: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        status: row.status,
        error: row.error,
        lead: row.lead_type !== null && row.lead_id !== null ? { type: row.lead_type, id: row.lead_id } : null,
        created_at: row.created_at,
        sent_at: row.sent_at,
      })),
    });
  });

  return app;
}
