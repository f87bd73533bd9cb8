import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const dir = mkdtempSync(join(tmpdir(), 'itbd-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tokenColumns = (db: DatabaseSync) => db.prepare('PRAGMA table_info(affiliate_tokens)').all().map((column) => column['name']);

describe('migrations', () => {
  it.each([
    ['that added last_used_at', true],
    ['from the time that migration was edited not to', false],
  ])('bring a data folder %s to the same schema as a fresh one', (_, hadColumn) => {
    const file = join(dir, `${hadColumn}.sqlite`);
    const fresh = openDatabase(file);
    const latest = fresh.prepare('PRAGMA user_version').get()!['user_version'];
    // Back to the schema before the last migration, as an older server left it.
    if (hadColumn) fresh.exec('ALTER TABLE affiliate_tokens ADD COLUMN last_used_at TEXT');
    fresh.exec(`PRAGMA user_version = ${Number(latest) - 1}`);
    fresh.close();

    const reopened = openDatabase(file);
    expect(tokenColumns(reopened)).not.toContain('last_used_at');
    expect(reopened.prepare('PRAGMA user_version').get()!['user_version']).toBe(latest);
    reopened.close();
  });
});
