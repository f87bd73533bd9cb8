/**
 * `npm run test:e2e [-- playwright args]`: makes sure a Chromium is installed,
 * gives the provider a fresh data folder (E2E_DATA_DIR, removed afterwards)
 * and runs the Playwright suite against the production build (see
 * playwright.config.ts, which builds and starts it on E2E_PORT, default 4179).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'itbd-e2e-'));
const playwright = spawn(
  process.execPath,
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir } },
);
// Ctrl-C reaches Playwright too; wait for it to stop its server before removing the folder.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => playwright.kill('SIGTERM'));
playwright.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = code ?? (signal ? 1 : 0);
});
