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
    // Back to the schema before the third migration, which drops the column, as an older server left it.
    if (hadColumn) fresh.exec('ALTER TABLE affiliate_tokens ADD COLUMN last_used_at TEXT');
    fresh.exec('PRAGMA user_version = 2');
    fresh.close();

    const reopened = openDatabase(file);
    expect(tokenColumns(reopened)).not.toContain('last_used_at');
    expect(reopened.prepare('PRAGMA user_version').get()!['user_version']).toBe(latest);
    reopened.close();
  });

  it('keep the job applications of an older data folder, which may then come without a CV', () => {
    const file = join(dir, 'applications.sqlite');
    const fresh = openDatabase(file);
    const latest = fresh.prepare('PRAGMA user_version').get()!['user_version'];
    // The table before the fourth migration, a CV required, with one application in it.
    fresh.exec(`
      DROP TABLE job_applications;
      CREATE TABLE job_applications (
        id INTEGER PRIMARY KEY,
        job_id INTEGER NOT NULL REFERENCES jobs (id),
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL,
        summary TEXT NOT NULL,
        cv_path TEXT NOT NULL, cv_original_name TEXT NOT NULL, cv_mime TEXT NOT NULL, cv_size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      INSERT INTO jobs (id, job_title, description, created_at) VALUES (1, 'Tester', 'Tests', '2026-01-01');
      INSERT INTO job_applications VALUES (1, 1, 'Tasnim', 'Hossain', '+880', 't@example.com', 'Hi', 'uploads/cv/a.pdf', 'cv.pdf', 'application/pdf', 10, '2026-01-02');
      PRAGMA user_version = 3;
    `);
    fresh.close();

    const reopened = openDatabase(file);
    expect(reopened.prepare('SELECT email, cv_path FROM job_applications').all()).toEqual([{ email: 't@example.com', cv_path: 'uploads/cv/a.pdf' }]);
    reopened
      .prepare(`INSERT INTO job_applications (job_id, first_name, last_name, phone, email, summary, created_at) VALUES (1, 'A', 'B', '+880', 'a@example.com', 'Hi', '2026-01-03')`)
      .run();
    expect(reopened.prepare('PRAGMA user_version').get()!['user_version']).toBe(latest);
    reopened.close();
  });
});
