/**
 * Spectral (`spectral:oas`, configured in .spectral.yaml) on the served `/api/openapi.json`:
 * errors and warnings fail; information and hints are printed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { SPECTRAL_RULESET } from './config.ts';
import { type Checker, get } from './report.ts';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const spectral = require.resolve('@stoplight/spectral-cli/dist/index.js');

interface SpectralResult {
  code: string;
  message: string;
  path: string[];
  severity: 0 | 1 | 2 | 3;
}

export const checkOpenApi: Checker = async ({ origin }) => {
  const response = await get(`${origin}/api/openapi.json`);
  if (!response.ok) return [`/api/openapi.json answered ${response.status}`];
  const folder = mkdtempSync(join(tmpdir(), 'itbd-spectral-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, await response.text());
    const run = spawnSync(
      process.execPath,
      [spectral, 'lint', file, '--ruleset', join(root, SPECTRAL_RULESET), '--format', 'json', '--quiet', '--fail-severity', 'error'],
      // Spectral's postinstall analytics (Scarf) are off; the lint itself makes no network call.
      { encoding: 'utf8', env: { ...process.env, SCARF_ANALYTICS: 'false' }, maxBuffer: 16 * 1024 * 1024 },
    );
    const output = run.stdout.trim();
    if (!output.startsWith('[')) return [`Spectral did not run: ${run.stderr || output}`];
    const results = JSON.parse(output) as SpectralResult[];
    for (const result of results.filter((item) => item.severity > 1)) console.info(`  (info) ${result.code}: ${result.message} at ${result.path.join('.')}`);
    const failing = results.filter((result) => result.severity <= 1);
    console.info(`  ${results.length} results, ${failing.length} errors or warnings`);
    return failing.map((result) => `${result.severity === 0 ? 'error' : 'warning'} ${result.code}: ${result.message} at ${result.path.join('.')}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
