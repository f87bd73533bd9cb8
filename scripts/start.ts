/**
 * `npm start`: the production site. Builds it (the browser's build and the server
 * renderer) when the build is missing, older than its sources or made with other
 * VITE_* values, then renders and serves it with the local provider on one port
 * (PORT, default 3000; HOST, default 0.0.0.0; DATA_DIR, default ./data; SITE_URL;
 * STATIC_DIR, default ./dist, is where the build goes and is served from).
 * `node scripts/start.ts --build-only` (`npm run build`) only builds.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { main } from '../server/main.ts';
import { precompressDirectory } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
const sources = [
  ...['src', 'routes', 'contracts', 'public', 'vite.config.ts', 'postcss.config.js', 'package-lock.json'],
  ...['.env', '.env.local', '.env.production', '.env.production.local'],
];
/** Records the VITE_* values a build embedded, so a build for another provider host is never skipped. */
const ENV_STAMP = '.build-env.json';

function viteEnv(): string {
  const entries = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path, { withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry.name))),
    stats.mtimeMs,
  );
}

/** Written last: its time is the build's. */
const BUILD_MARK = join('server', 'entry-server.js');

export function buildIsStale(staticDir: string): boolean {
  const mark = join(staticDir, BUILD_MARK);
  if (!existsSync(mark) || !existsSync(join(staticDir, 'client', '.vite', 'manifest.json'))) return true;
  const stamp = join(staticDir, ENV_STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== viteEnv()) return true;
  const builtAt = statSync(mark).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > builtAt);
}

/**
 * Builds beside `staticDir` and swaps the result in, so a server already
 * serving the old build (another checkout user, a running e2e suite) never
 * sees a half-emptied folder, and two builds at once cannot mix their files.
 */
export async function buildSite(staticDir: string): Promise<void> {
  const { build } = await import('vite');
  const startedAt = new Date();
  // Inside the checkout the half-built folder stays out of lint's and git's sight.
  const parent = staticDir.startsWith(`${root}/`) ? join(root, 'node_modules', '.cache') : dirname(staticDir);
  mkdirSync(parent, { recursive: true });
  const next = mkdtempSync(join(parent, `${basename(staticDir)}-next-`));
  try {
    await build({ root, logLevel: 'warn', build: { outDir: join(next, 'client'), emptyOutDir: true } });
    // Served as they are, by Accept-Encoding: no static file is compressed per request.
    precompressDirectory(join(next, 'client'));
    await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(next, 'server'), emptyOutDir: true } });
    // Stamp the build with its start time: a source saved while it ran is newer and triggers the next build.
    utimesSync(join(next, BUILD_MARK), startedAt, startedAt);
    writeFileSync(join(next, ENV_STAMP), viteEnv());
    chmodSync(next, 0o755); // mkdtemp makes it private to its owner
    const old = `${next}-old`;
    if (existsSync(staticDir)) renameSync(staticDir, old);
    renameSync(next, staticDir);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
  const buildOnly = process.argv.includes('--build-only');
  if (buildOnly || buildIsStale(staticDir)) {
    console.info(`Building the site into ${staticDir}…`);
    await buildSite(staticDir);
  }
  if (!buildOnly) main({ ...process.env, STATIC_DIR: staticDir });
}
