import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { uploadImage } from '../contracts/admin/upload-image.ts';
import { getCareer } from '../contracts/career/get-career.ts';
import { createApp } from './app.ts';
import { backupDataFolder, restoreDataFolder } from './backup.ts';
import { DEMO_ADMIN } from './seed/admin.ts';
import { PNG_BYTES, bearer, docxBytes, expectContract, postForm, postJson, startProvider } from './test-support.ts';

const scratch = mkdtempSync(join(tmpdir(), 'itbd-backup-'));
const provider = startProvider({ refusalHoldMs: 0 });
afterAll(() => {
  provider.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

const root = join(import.meta.dirname, '..');
// Not the outbox or consultations: a lead sent while the copy is made may land on either side of it.
const TABLES = ['contact_messages', 'job_applications', 'posts', 'staff', 'audit_log', 'settings'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const counts = (db: { prepare(sql: string): { get(): Record<string, unknown> | undefined } }) =>
  Object.fromEntries(TABLES.map((table) => [table, db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()!['n']]));

describe('backup and restore', () => {
  it('copies the database and the files while the site runs, and a restore into a fresh folder finds the same rows and files', async () => {
    // Something of each kind: a lead, an application with its CV, an uploaded image.
    await postJson(provider, '/api/contact', { name: 'Farhana Akter', phone: '+8801712345678', message: 'Backups, please.' });
    const { data: jobs } = (await (await provider.app.request(getCareer.path)).json()) as { data: Array<{ id: number }> };
    const application = new FormData();
    for (const [key, value] of Object.entries({ first_name: 'Tanvir', last_name: 'Rahman', phone: '+8801811223344', email: 't@example.com', summary: 'Laravel.', job_id: String(jobs[0]!.id) })) {
      application.set(key, value);
    }
    application.set('cv', new File([docxBytes()], 'cv.docx'));
    expect((await postForm(provider, '/api/submit/job', application)).status).toBe(200);
    const token = expectContract(staffLogin, await (await postJson(provider, staffLogin.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json()).data.token;
    const upload = new FormData();
    upload.set('purpose', 'post');
    upload.set('file', new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    const uploaded = expectContract(uploadImage, await (await postForm(provider, uploadImage.path, upload, bearer(token))).json()).data;

    const before = counts(provider.db);
    const beforeFiles = [...filesUnder(join(provider.dataDir, 'media')), ...filesUnder(join(provider.dataDir, 'uploads'))];
    // Online: the provider holds the database open (and keeps writing) while the copy is made.
    const target = join(scratch, 'backup-1');
    const copying = backupDataFolder(provider.dataDir, target);
    await postJson(provider, '/api/consultation', { name: 'During', phone: '+8801911000222', message: 'Written while copying.' });
    const summary = await copying;
    expect(summary.pages).toBeGreaterThan(0);
    expect(summary.files).toBe(beforeFiles.length);

    const restoredDir = join(scratch, 'restored');
    restoreDataFolder(target, restoredDir);
    const restored = createApp({ dataDir: restoredDir });
    try {
      expect(counts(restored.db)).toEqual(before);
      expect(restored.db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect([...filesUnder(join(restoredDir, 'media')), ...filesUnder(join(restoredDir, 'uploads'))]).toEqual(beforeFiles);
      const cvPath = String(restored.db.prepare('SELECT cv_path FROM job_applications').get()!['cv_path']);
      expect(readFileSync(join(restoredDir, cvPath))).toEqual(readFileSync(join(provider.dataDir, cvPath)));
      expect(existsSync(join(restoredDir, 'media', uploaded.path))).toBe(true);
      // The restored site signs staff in and serves the image.
      expect((await restored.app.request(uploaded.url)).status).toBe(200);
    } finally {
      restored.close();
    }
  });

  it('never overwrites a data folder: it refuses, or with replace moves the old one aside', async () => {
    const target = join(scratch, 'backup-2');
    await backupDataFolder(provider.dataDir, target);
    const occupied = join(scratch, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'provider.sqlite'), 'old');
    expect(() => restoreDataFolder(target, occupied)).toThrow(/not empty/);
    const { movedAside } = restoreDataFolder(target, occupied, { replace: true });
    expect(readFileSync(join(movedAside!, 'provider.sqlite'), 'utf8')).toBe('old');
    await expect(backupDataFolder(provider.dataDir, target)).rejects.toThrow(/exists already/);
  });

  it('runs as npm run backup and npm run restore', () => {
    const env = { ...process.env, DATA_DIR: provider.dataDir };
    const to = join(scratch, 'backup-cli');
    const made = spawnSync(process.execPath, ['scripts/backup.ts', '--to', to], { cwd: root, env, encoding: 'utf8' });
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/^Backed up .* database pages, \d+ files\.\n$/);
    const into = join(scratch, 'restored-cli');
    const back = spawnSync(process.execPath, ['scripts/restore.ts', to], { cwd: root, env: { ...env, DATA_DIR: into }, encoding: 'utf8' });
    expect(back.status).toBe(0);
    expect(existsSync(join(into, 'provider.sqlite'))).toBe(true);
    const refused = spawnSync(process.execPath, ['scripts/restore.ts', to], { cwd: root, env: { ...env, DATA_DIR: into }, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--replace');
  });
});
