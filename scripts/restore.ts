/**
 * `npm run restore -- <backup folder> [--replace]`: puts a backup in place as the data folder
 * (DATA_DIR, default ./data). Stop the site first. An existing data folder is kept: the restore
 * refuses, or with --replace moves it aside to <data>.before-restore-<time>.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDataFolder } from '../server/backup.ts';

const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
const [from] = positionals;
if (!from) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}
const dataDir = resolve(process.env['DATA_DIR'] ?? './data');

try {
  const { movedAside } = restoreDataFolder(resolve(from), dataDir, { replace: values.replace });
  if (movedAside) console.info(`The data folder that was there is now ${movedAside}.`);
  console.info(`Restored ${resolve(from)} into ${dataDir}. Start the site again.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
