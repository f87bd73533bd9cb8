import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { dataPaths } from './context.ts';

/**
 * Backups of a data folder: the database through SQLite's online backup (a consistent copy
 * of one moment while the site goes on reading and writing), and the files the database
 * points at (public media, private CVs). The abuse limits' counters are not kept: they are
 * worth nothing after a restore.
 */

/** The folders of the data folder that hold files: `media/` (public) and `uploads/` (private). */
const FILE_FOLDERS = ['media', 'uploads'] as const;
const MANIFEST = 'backup.json';

export interface BackupSummary {
  dir: string;
  /** Database pages copied. */
  pages: number;
  files: number;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** `2026-11-28T14-30-05Z`: sortable and safe in a folder name. */
export const backupStamp = (date = new Date()) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/**
 * Writes a backup of `dataDir` into `targetDir` (which must not exist yet). The database goes
 * first, then the files: a file written in between has no row yet and is merely extra, while
 * every row of the copy finds its file, since files are never changed in place, only added.
 */
export async function backupDataFolder(dataDir: string, targetDir: string): Promise<BackupSummary> {
  const source = dataPaths(dataDir);
  if (!existsSync(source.database)) throw new Error(`No database in ${dataDir}: nothing to back up.`);
  if (existsSync(targetDir)) throw new Error(`${targetDir} exists already: a backup goes into a new folder.`);
  mkdirSync(targetDir, { recursive: true });
  const db = new DatabaseSync(source.database, { timeout: 5000 });
  let pages: number;
  try {
    // Copies in steps of 100 pages, so the site's writers wait at most a step, never the whole copy.
    pages = await backup(db, join(targetDir, 'provider.sqlite'), { rate: 100 });
  } finally {
    db.close();
  }
  for (const folder of FILE_FOLDERS) {
    const from = join(dataDir, folder);
    if (existsSync(from)) cpSync(from, join(targetDir, folder), { recursive: true });
  }
  const files = FILE_FOLDERS.reduce((sum, folder) => sum + countFiles(join(targetDir, folder)), 0);
  writeFileSync(join(targetDir, MANIFEST), `${JSON.stringify({ created_at: new Date().toISOString(), from: dataDir, pages, files }, null, 2)}\n`);
  return { dir: targetDir, pages, files };
}

/** A folder `backupDataFolder` wrote. */
const isBackup = (dir: string) => existsSync(join(dir, MANIFEST)) && existsSync(join(dir, 'provider.sqlite'));

/**
 * Puts a backup in place as `dataDir`, with the site stopped. A data folder already there is
 * not overwritten: without `replace` the restore refuses; with it, the folder is moved aside
 * (`<dataDir>.before-restore-<time>`), so a restore can itself be undone. Answers where the
 * old folder went, if anywhere.
 */
export function restoreDataFolder(backupDir: string, dataDir: string, { replace = false } = {}): { movedAside: string | undefined } {
  if (!isBackup(backupDir)) throw new Error(`${backupDir} is not a backup (no ${MANIFEST} and provider.sqlite).`);
  let movedAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!replace) throw new Error(`${dataDir} is not empty. Pass --replace to move it aside and restore in its place.`);
    movedAside = `${dataDir}.before-restore-${backupStamp()}`;
    renameSync(dataDir, movedAside);
  }
  const staging = `${dataDir}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  cpSync(join(backupDir, 'provider.sqlite'), join(staging, 'provider.sqlite'));
  for (const folder of FILE_FOLDERS) {
    const from = join(backupDir, folder);
    if (existsSync(from) && statSync(from).isDirectory()) cpSync(from, join(staging, folder), { recursive: true });
  }
  // The copy is complete before it takes the data folder's name: a failed restore leaves no half folder.
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return { movedAside };
}
