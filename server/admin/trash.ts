import type { SQLInputValue } from 'node:sqlite';
import { Hono } from 'hono';
import { TRASH_DAYS, listTrash } from '../../contracts/admin/list-trash.ts';
import { restoreTrashItem } from '../../contracts/admin/restore-trash-item.ts';
import type { AppEnv, Deps, StaffRow } from '../context.ts';
import type { Sql } from '../db.ts';
import { failure, reply } from '../reply.ts';
import { audit } from './audit.ts';
import { requireStaff } from './staff-auth.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_MS = TRASH_DAYS * DAY_MS;

/** Rows of one table to take along: the thing itself first, then what hangs on it. */
export interface TrashPart {
  table: string;
  where: string;
  params: SQLInputValue[];
}

type Rows = Record<string, Record<string, SQLInputValue>[]>;

/** Columns that point at a row restored with it: when that row needs a new id, they follow it. */
const REFERENCES: Record<string, Record<string, string>> = {
  team_members: { section_id: 'team_sections' },
  post_old_slugs: { post_id: 'posts' },
};

/** Past its 30 days a deleted thing is gone for good. */
function purgeExpired(sql: Sql): void {
  sql.run('DELETE FROM trash WHERE deleted_at < ?', new Date(Date.now() - TRASH_MS).toISOString());
}

/**
 * Soft delete: copies the rows into the trash as JSON and deletes them, in one transaction
 * (run inside `deps.transaction`). The public calls read the live tables only, so nothing
 * needs a `deleted_at` filter, and a restore writes the same rows back under their ids.
 */
export function moveToTrash(
  sql: Sql,
  staff: StaffRow,
  item: { entity: string; entityId: number; label: string; parts: TrashPart[] },
): void {
  const rows: Rows = {};
  for (const part of item.parts) {
    rows[part.table] = [...(rows[part.table] ?? []), ...sql.all<Record<string, SQLInputValue>>(`SELECT * FROM ${part.table} WHERE ${part.where}`, ...part.params)];
  }
  // Children first, so foreign keys never refuse the parent's delete.
  for (const part of [...item.parts].reverse()) sql.run(`DELETE FROM ${part.table} WHERE ${part.where}`, ...part.params);
  sql.run(
    'INSERT INTO trash (entity, entity_id, label, data, deleted_by, deleted_by_name, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    item.entity,
    String(item.entityId),
    item.label.slice(0, 200),
    JSON.stringify(rows),
    staff.id,
    staff.name,
    new Date().toISOString(),
  );
  audit(sql, staff, { action: 'delete', entity: item.entity, entityId: item.entityId, summary: `Deleted ${item.entity} '${item.label}'` });
}

interface TrashRow {
  id: number;
  entity: string;
  entity_id: string;
  label: string;
  data: string;
  deleted_by: number | null;
  deleted_by_name: string | null;
  deleted_at: string;
}

/** Why a restore failed, in words for the staff. */
function conflictMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.message.includes('UNIQUE constraint failed: posts.slug')) return 'It cannot be restored: its slug has been taken since.';
  if (error.message.includes('UNIQUE constraint failed: subscriptions.email')) return 'It cannot be restored: that email has subscribed again since.';
  if (error.message.includes('UNIQUE constraint failed: categories.name')) return 'It cannot be restored: a category with that name exists.';
  if (error.message.includes('UNIQUE constraint failed')) return 'It cannot be restored: something with the same name or address exists now.';
  if (error.message.includes('FOREIGN KEY constraint failed')) return 'It cannot be restored: the section or category it belonged to is gone. Restore that first.';
  return undefined;
}

export function trashRoutes({ sql, transaction, contentChanged }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(listTrash.path, requireStaff(sql, listTrash), (c) => {
    purgeExpired(sql);
    const rows = sql.all<Omit<TrashRow, 'data'>>(
      'SELECT id, entity, entity_id, label, deleted_by, deleted_by_name, deleted_at FROM trash ORDER BY deleted_at DESC, id DESC',
    );
    return reply(c, listTrash, {
      data: rows.map((row) => ({
        id: row.id,
        entity: row.entity,
        entity_id: row.entity_id,
        label: row.label,
        deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, name: row.deleted_by_name ?? '' },
        deleted_at: row.deleted_at,
        expires_at: new Date(Date.parse(row.deleted_at) + TRASH_MS).toISOString(),
      })),
    });
  });

  app.post(restoreTrashItem.path, requireStaff(sql, restoreTrashItem), (c) => {
    purgeExpired(sql);
    const id = c.req.param('id');
    const item = /^\d{1,15}$/.test(id) ? sql.get<TrashRow>('SELECT * FROM trash WHERE id = ?', Number(id)) : undefined;
    if (!item) return failure(c, 'Nothing to restore: the item is not in the trash or its 30 days are over.', 404);
    const rows = JSON.parse(item.data) as Rows;
    try {
      transaction(() => {
        // SQLite hands a deleted row's id to the next insert when it was the highest: a row whose id
        // was taken since comes back under a new one, and the rows restored with it follow.
        const newIds = new Map<string, Map<SQLInputValue, SQLInputValue>>();
        for (const [table, tableRows] of Object.entries(rows)) {
          for (const original of tableRows) {
            const row = { ...original };
            for (const [column, parent] of Object.entries(REFERENCES[table] ?? {})) {
              const moved = newIds.get(parent)?.get(row[column] ?? null);
              if (moved !== undefined) row[column] = moved;
            }
            const idTaken = typeof row['id'] === 'number' && sql.get(`SELECT 1 FROM ${table} WHERE id = ?`, row['id']);
            if (idTaken) delete row['id'];
            const columns = Object.keys(row);
            const { lastInsertRowid } = sql.run(
              `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
              ...columns.map((column) => row[column] ?? null),
            );
            if (idTaken) {
              if (!newIds.has(table)) newIds.set(table, new Map());
              newIds.get(table)!.set(original['id'] ?? null, lastInsertRowid);
            }
          }
        }
        sql.run('DELETE FROM trash WHERE id = ?', item.id);
        audit(sql, c.get('staff'), { action: 'restore', entity: item.entity, entityId: item.entity_id, summary: `Restored ${item.entity} '${item.label}'` });
      });
    } catch (error) {
      const message = conflictMessage(error);
      if (message) return failure(c, message, 409);
      throw error;
    }
    contentChanged();
    return reply(c, restoreTrashItem, { success: true, message: 'Restored.' });
  });

  return app;
}
