/**
 * The built site started the way `npm start` starts it (scripts/start.ts, building
 * when stale), as a child process on its own port and data folder: for the scripts
 * that measure it (bench, soak).
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface SiteOptions {
  port: number;
  dataDir: string;
  staticDir: string;
  /** Extra environment, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
  stdio?: StdioOptions;
}

export interface SiteProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves once the provider answers; fails if the process ends first. */
  ready(timeoutMs?: number): Promise<void>;
}

export function startSite({ port, dataDir, staticDir, env = {}, stdio = ['ignore', 'inherit', 'inherit'] }: SiteOptions): SiteProcess {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
  });
  const ready = async (timeoutMs = 240_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('The server stopped before it answered.');
      const ok = await fetch(`${origin}/api/website/settings`).then((response) => response.ok, () => false);
      if (ok) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
  };
  return { origin, child, ready };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}
