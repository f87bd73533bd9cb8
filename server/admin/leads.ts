import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SQLInputValue } from 'node:sqlite';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { NewLeadNote, addLeadNote } from '../../contracts/admin/add-lead-note.ts';
import { deleteSubscriber } from '../../contracts/admin/delete-subscriber.ts';
import { downloadCv } from '../../contracts/admin/download-cv.ts';
import { exportLeads } from '../../contracts/admin/export-leads.ts';
import { getLead } from '../../contracts/admin/get-lead.ts';
import { getUnreadCounts } from '../../contracts/admin/get-unread-counts.ts';
import { LEAD_TYPES, LeadFilters, LeadListQuery, type LeadStatus, type LeadType, statusesFor } from '../../contracts/admin/leads.ts';
import { listLeads } from '../../contracts/admin/list-leads.ts';
import { LeadUpdate, updateLead } from '../../contracts/admin/update-lead.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { failure, reply } from '../reply.ts';
import { check, readPayload, validationFailure } from '../validation.ts';
import { commissionForWonLead } from '../referrals/ledger.ts';
import { audit } from './audit.ts';
import { requireStaff } from './staff-auth.ts';
import { moveToTrash } from './trash.ts';

const LEADS_PER_PAGE = 25;
const EXPORT_MAX_ROWS = 50_000;

/**
 * Every kind of lead as one relation, from the tables the public forms write; the staff's
 * status, read mark and deal value come from `lead_states` (no row: new and unread).
 */
const LEADS = `
  WITH leads AS (
    SELECT 'contact' AS type, id, name, NULL AS email, phone, subject AS title, message, NULL AS job_id, created_at FROM contact_messages
    UNION ALL
    SELECT 'consultation', id, name, NULL, phone, NULL, message, NULL, created_at FROM consultations
    UNION ALL
    SELECT 'application', a.id, a.first_name || ' ' || a.last_name, a.email, a.phone, j.job_title, a.summary, a.job_id, a.created_at
      FROM job_applications a LEFT JOIN jobs j ON j.id = a.job_id
    UNION ALL
    SELECT 'subscriber', id, email, email, NULL, NULL, NULL, NULL, created_at FROM subscriptions
  )
  SELECT l.type, l.id, l.name, l.email, l.phone, l.title, l.message, l.job_id, l.created_at,
         COALESCE(s.status, 'new') AS status, s.read_at, s.deal_value_poisha,
         ra.id AS referrer_id, ra.name AS referrer_name, ra.affiliateid AS referrer_code
  FROM leads l LEFT JOIN lead_states s ON s.lead_type = l.type AND s.lead_id = l.id
  LEFT JOIN lead_referrals r ON r.lead_type = l.type AND r.lead_id = l.id LEFT JOIN affiliates ra ON ra.id = r.affiliate_id`;

interface LeadRow {
  type: LeadType;
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  message: string | null;
  job_id: number | null;
  created_at: string;
  status: LeadStatus;
  read_at: string | null;
  deal_value_poisha: number | null;
  referrer_id: number | null;
  referrer_name: string | null;
  referrer_code: string | null;
}

type Filters = v.InferOutput<typeof LeadFilters>;

/** `LIKE` with the user's `%`, `_` and `\` taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filters: Filters): { where: string; params: SQLInputValue[] } {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  if (filters.type) {
    clauses.push('l.type = ?');
    params.push(filters.type);
  }
  if (filters.status) {
    clauses.push("COALESCE(s.status, 'new') = ?");
    params.push(filters.status);
  }
  if (filters.unread === '1') clauses.push('s.read_at IS NULL');
  const q = filters.q?.trim();
  if (q) {
    const fields = ['l.name', 'l.email', 'l.phone', 'l.title', 'l.message'];
    clauses.push(`(${fields.map((field) => `${field} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...fields.map(() => likePattern(q)));
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const NEWEST_FIRST = 'ORDER BY l.created_at DESC, l.type, l.id DESC';

const excerpt = (text: string | null) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
};

const summaryOf = (row: LeadRow) => ({
  type: row.type,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  title: row.title,
  excerpt: excerpt(row.message),
  status: row.status,
  read: row.read_at !== null,
  deal_value: row.deal_value_poisha === null ? null : row.deal_value_poisha / 100,
  created_at: row.created_at,
  referrer: row.referrer_id === null ? null : { id: row.referrer_id, name: row.referrer_name ?? '', affiliateid: row.referrer_code ?? '' },
});

const findLead = (sql: Sql, type: string, id: number) => sql.get<LeadRow>(`${LEADS} WHERE l.type = ? AND l.id = ?`, type, id);

function detailOf(sql: Sql, row: LeadRow) {
  const cv =
    row.type === 'application'
      ? sql.get<{ cv_original_name: string | null; cv_mime: string | null; cv_size: number | null }>(
          'SELECT cv_original_name, cv_mime, cv_size FROM job_applications WHERE id = ? AND cv_path IS NOT NULL',
          row.id,
        )
      : undefined;
  const notes = sql.all<{ id: number; body: string; staff_id: number | null; author_name: string; created_at: string }>(
    'SELECT id, body, staff_id, author_name, created_at FROM lead_notes WHERE lead_type = ? AND lead_id = ? ORDER BY created_at, id',
    row.type,
    row.id,
  );
  return {
    ...summaryOf(row),
    message: row.message,
    job: row.job_id !== null && row.title !== null ? { id: row.job_id, job_title: row.title } : null,
    cv: cv
      ? { name: cv.cv_original_name ?? 'cv', mime: cv.cv_mime ?? 'application/octet-stream', size: cv.cv_size ?? 0, cv_url: `/api/admin/applications/${row.id}/cv` }
      : null,
    notes: notes.map((note) => ({ id: note.id, body: note.body, author: { id: note.staff_id, name: note.author_name }, created_at: note.created_at })),
    statuses: [...statusesFor(row.type)],
  };
}

/** Writes the staff's part of a lead, creating its row on the first change. */
function saveState(sql: Sql, type: string, id: number, state: { status: string; read_at: string | null; deal_value_poisha: number | null }) {
  sql.run(
    `INSERT INTO lead_states (lead_type, lead_id, status, read_at, deal_value_poisha, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (lead_type, lead_id) DO UPDATE SET status = excluded.status, read_at = excluded.read_at,
       deal_value_poisha = excluded.deal_value_poisha, updated_at = excluded.updated_at`,
    type,
    id,
    state.status,
    state.read_at,
    state.deal_value_poisha,
    new Date().toISOString(),
  );
}

/** A cell a spreadsheet reads as text: quoted when needed, and never a formula (OWASP's CSV injection advice). */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = ['type', 'id', 'created_at', 'status', 'read', 'name', 'email', 'phone', 'title', 'message', 'deal_value'] as const;

function csvOf(rows: LeadRow[]): string {
  const lines = rows.map((row) =>
    [
      row.type,
      row.id,
      row.created_at,
      row.status,
      row.read_at === null ? 'no' : 'yes',
      row.name,
      row.email,
      row.phone,
      row.title,
      row.message,
      row.deal_value_poisha === null ? null : (row.deal_value_poisha / 100).toFixed(2),
    ]
      .map(csvCell)
      .join(','),
  );
  // A BOM, so spreadsheets read UTF-8 (Bangla names) rather than guess a code page.
  return `\ufeff${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

const LEAD_TYPE_SET: ReadonlySet<string> = new Set(LEAD_TYPES);
const idFrom = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined);

/** The inbox: every lead the public forms stored, with the staff's statuses, notes and exports. */
export function leadRoutes({ sql, paths, transaction }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(listLeads.path, requireStaff(sql, listLeads), (c) => {
    const { output, errors } = check(LeadListQuery, c.req.query());
    if (!output) return validationFailure(c, errors, LeadListQuery);
    const { where, params } = whereOf(output);
    const total = sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM (${LEADS} ${where})`, ...params)?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
    const page = output.page && /^\d+$/.test(output.page) && Number(output.page) >= 1 ? Number(output.page) : 1;
    const rows = sql.all<LeadRow>(`${LEADS} ${where} ${NEWEST_FIRST} LIMIT ? OFFSET ?`, ...params, LEADS_PER_PAGE, (page - 1) * LEADS_PER_PAGE);
    return reply(c, listLeads, {
      data: rows.map(summaryOf),
      meta: { current_page: page, last_page: lastPage, per_page: LEADS_PER_PAGE, total },
    });
  });

  app.get(exportLeads.path, requireStaff(sql, exportLeads), (c) => {
    const { output, errors } = check(LeadFilters, c.req.query());
    if (!output) return validationFailure(c, errors, LeadFilters);
    const { where, params } = whereOf(output);
    const rows = sql.all<LeadRow>(`${LEADS} ${where} ${NEWEST_FIRST} LIMIT ?`, ...params, EXPORT_MAX_ROWS);
    audit(sql, c.get('staff'), { action: 'export', entity: 'lead', entityId: null, summary: `Exported ${rows.length} leads as CSV` });
    return c.body(csvOf(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get(getUnreadCounts.path, requireStaff(sql, getUnreadCounts), (c) => {
    const rows = sql.all<{ type: LeadType; unread: number }>(`SELECT l.type, COUNT(*) AS unread FROM (${LEADS} WHERE s.read_at IS NULL) l GROUP BY l.type`);
    const counts = { contact: 0, consultation: 0, application: 0, subscriber: 0 };
    for (const row of rows) counts[row.type] = row.unread;
    return reply(c, getUnreadCounts, { data: { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) } });
  });

  app.get(getLead.path, requireStaff(sql, getLead), (c) => {
    const type = c.req.param('type');
    const id = idFrom(c.req.param('id'));
    const row = LEAD_TYPE_SET.has(type) && id !== undefined ? findLead(sql, type, id) : undefined;
    if (!row) return failure(c, 'Lead not found.', 404);
    if (row.read_at === null) {
      const readAt = new Date().toISOString();
      saveState(sql, row.type, row.id, { status: row.status, read_at: readAt, deal_value_poisha: row.deal_value_poisha });
      row.read_at = readAt;
    }
    return reply(c, getLead, { data: detailOf(sql, row) });
  });

  app.post(updateLead.path, requireStaff(sql, updateLead), async (c) => {
    const type = c.req.param('type');
    const id = idFrom(c.req.param('id'));
    const row = LEAD_TYPE_SET.has(type) && id !== undefined ? findLead(sql, type, id) : undefined;
    if (!row) return failure(c, 'Lead not found.', 404);
    const { output, errors } = check(LeadUpdate, await readPayload(c));
    if (!output) return validationFailure(c, errors, LeadUpdate);
    const allowed = statusesFor(row.type);
    if (output.status && !allowed.includes(output.status)) {
      const message = `The status must be one of: ${allowed.join(', ')}.`;
      return validationFailure(c, { status: [message] });
    }
    const before = { status: row.status, read: row.read_at !== null, deal_value: row.deal_value_poisha === null ? null : row.deal_value_poisha / 100 };
    const state = {
      status: output.status ?? row.status,
      read_at: output.read === undefined ? row.read_at : output.read ? (row.read_at ?? new Date().toISOString()) : null,
      deal_value_poisha: output.deal_value === undefined ? row.deal_value_poisha : output.deal_value === null ? null : Math.round(output.deal_value * 100),
    };
    // A won lead that came through an affiliate earns its commission in the same transaction (issue 31).
    transaction(() => {
      saveState(sql, row.type, row.id, state);
      commissionForWonLead(sql, { type: row.type, id: row.id, ...state }, c.get('staff').id);
    });
    const updated = findLead(sql, row.type, row.id)!;
    const after = { status: updated.status, read: updated.read_at !== null, deal_value: updated.deal_value_poisha === null ? null : updated.deal_value_poisha / 100 };
    audit(sql, c.get('staff'), { action: 'update', entity: `lead:${row.type}`, entityId: row.id, summary: `Updated ${row.type} from ${row.name}`, before, after });
    return reply(c, updateLead, { success: true, message: 'Lead updated.', data: detailOf(sql, updated) });
  });

  app.post(addLeadNote.path, requireStaff(sql, addLeadNote), async (c) => {
    const type = c.req.param('type');
    const id = idFrom(c.req.param('id'));
    const row = LEAD_TYPE_SET.has(type) && id !== undefined ? findLead(sql, type, id) : undefined;
    if (!row) return failure(c, 'Lead not found.', 404);
    const { output, errors } = check(NewLeadNote, await readPayload(c));
    if (!output) return validationFailure(c, errors, NewLeadNote);
    const staff = c.get('staff');
    const createdAt = new Date().toISOString();
    const noteId = sql.run(
      'INSERT INTO lead_notes (lead_type, lead_id, staff_id, author_name, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      row.type,
      row.id,
      staff.id,
      staff.name,
      output.body,
      createdAt,
    ).lastInsertRowid;
    audit(sql, staff, { action: 'note', entity: `lead:${row.type}`, entityId: row.id, summary: `Added a note to ${row.type} from ${row.name}`, after: { note: output.body } });
    return reply(
      c,
      addLeadNote,
      { success: true, message: 'Note added.', data: { id: noteId, body: output.body, author: { id: staff.id, name: staff.name }, created_at: createdAt } },
      201,
    );
  });

  app.get(downloadCv.path, requireStaff(sql, downloadCv), async (c) => {
    const id = idFrom(c.req.param('id'));
    const application =
      id === undefined
        ? undefined
        : sql.get<{ cv_path: string | null; cv_original_name: string | null; cv_mime: string | null }>(
            'SELECT cv_path, cv_original_name, cv_mime FROM job_applications WHERE id = ?',
            id,
          );
    if (!application) return failure(c, 'Application not found.', 404);
    // Only paths the application form wrote (uploads/cv/<random>.<ext>) are read.
    if (!application.cv_path || !/^uploads\/cv\/[0-9a-f]{32}\.(?:pdf|docx?)$/.test(application.cv_path)) {
      return failure(c, 'This application has no CV.', 404);
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(join(paths.root, application.cv_path));
    } catch {
      return failure(c, 'The CV file is missing.', 404);
    }
    const name = application.cv_original_name ?? 'cv';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': application.cv_mime ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.post(deleteSubscriber.path, requireStaff(sql, deleteSubscriber), (c) => {
    const id = idFrom(c.req.param('id'));
    const subscriber = id === undefined ? undefined : sql.get<{ id: number; email: string }>('SELECT id, email FROM subscriptions WHERE id = ?', id);
    if (!subscriber) return failure(c, 'Subscriber not found.', 404);
    transaction(() =>
      moveToTrash(sql, c.get('staff'), {
        entity: 'subscriber',
        entityId: subscriber.id,
        label: subscriber.email,
        parts: [{ table: 'subscriptions', where: 'id = ?', params: [subscriber.id] }],
      }),
    );
    return reply(c, deleteSubscriber, { success: true, message: 'Subscriber moved to the trash.' });
  });

  return app;
}
