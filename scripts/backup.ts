/**
 * `npm run backup [-- --to <folder>]`: a consistent copy of the data folder (DATA_DIR, default
 * ./data) while the site runs: the database through SQLite's online backup, then media and CVs.
 * Default target: BACKUP_DIR (./backups) / <UTC time>.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataFolder, backupStamp } from '../server/backup.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
const target = resolve(values.to ?? join(process.env['BACKUP_DIR'] ?? './backups', backupStamp()));

try {
  const summary = await backupDataFolder(dataDir, target);
  console.info(`Backed up ${dataDir} to ${summary.dir}: ${summary.pages} database pages, ${summary.files} files.`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
