/**
 * `npm run soak`: load and crash check of the production server; a script to
 * read, not a timed test. It starts the built site the way `npm start` does
 * (scripts/start.ts, building when stale) on its own port and data folder,
 * behind TRUST_PROXY so each simulated visitor can have an address of its own,
 * then:
 *   1. 200 connections for SOAK_SECONDS (default 30) on a page, an API GET and each form;
 *   2. a page's p99 idle, then again during a login flood (argon2 queue and limits at work);
 *   3. `kill -9` in the middle of acknowledged writes, a restart, and a count of
 *      acknowledged writes missing afterwards, plus `PRAGMA integrity_check`.
 * Env: SOAK_PORT (4191), SOAK_SECONDS (30), STATIC_DIR (./dist).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { pdfBytes } from '../server/test-documents.ts';
import { startSite } from './site-process.ts';

const root = resolve(import.meta.dirname, '..');
// Not 4190: fetch refuses it (ManageSieve is on the Fetch standard's list of bad ports), so the server never looked up.
const port = Number(process.env['SOAK_PORT'] ?? 4191);
const seconds = Number(process.env['SOAK_SECONDS'] ?? 30);
const staticDir = resolve(process.env['STATIC_DIR'] ?? join(root, 'dist'));
const dataDir = mkdtempSync(join(tmpdir(), 'itbd-soak-'));
const startServer = () => startSite({ port, dataDir, staticDir, env: { TRUST_PROXY: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
let site = startServer();
const base = site.origin;

let counter = 0;
/** One address per simulated visitor, from a pool: a crowd, not one client. */
const visitor = (pool: number) => `10.${(counter % pool) >> 8}.${counter % pool & 255}.${(counter++ % 200) + 1}`;
const jsonHeaders = (address: string) => ({ 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address });

interface Summary {
  name: string;
  requests: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  errors: number;
}

function summarize(name: string, result: autocannon.Result): Summary {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, (stats as { count: number }).count]),
  );
  return { name, requests: result.requests.total, statuses, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors };
}

function print(summary: Summary): void {
  const statuses = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.info(
    `${summary.name.padEnd(28)} ${String(summary.requests).padStart(7)} replies  p50 ${String(summary.p50).padStart(5)} ms  p99 ${String(summary.p99).padStart(5)} ms  [${statuses}]${summary.errors ? `  socket errors: ${summary.errors}` : ''}`,
  );
}

type Load = Omit<autocannon.Options, 'url'>;

async function load(name: string, options: Load): Promise<Summary> {
  const summary = summarize(name, await autocannon({ url: base, connections: 200, duration: seconds, ...options }));
  print(summary);
  return summary;
}

/** A POST whose body and address are new for every request. */
function form(path: string, body: () => unknown, pool = 2000): Load {
  return {
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => ({ ...request, headers: jsonHeaders(visitor(pool)), body: JSON.stringify(body()) }),
      },
    ],
  };
}

async function jobApplicationLoad(): Promise<Load> {
  const { data } = (await (await fetch(`${base}/api/career`)).json()) as { data: Array<{ id: number }> };
  const body = new FormData();
  const fields = { first_name: 'Soak', last_name: 'Test', phone: '+8801755123456', email: 'soak@example.com', summary: 'Load test.' };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('job_id', String(data[0]?.id ?? 1));
  body.set('cv', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }));
  const request = new Request(base, { method: 'POST', body });
  const bytes = Buffer.from(await request.arrayBuffer());
  const type = request.headers.get('content-type') ?? '';
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/submit/job',
        setupRequest: (req) => ({ ...req, headers: { 'content-type': type, accept: 'application/json', 'x-forwarded-for': visitor(500) }, body: bytes }),
      },
    ],
  };
}

/** Sends contact messages with numbered texts until stopped; returns the numbers the server acknowledged (200). */
function writeUntilKilled(concurrency: number): { acknowledged: Set<number>; stop: () => Promise<void> } {
  const acknowledged = new Set<number>();
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      const n = next++;
      try {
        const res = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: jsonHeaders(`172.16.${(n >> 8) & 255}.${n & 255}`),
          body: JSON.stringify({ name: 'Soak', phone: '+8801712000111', message: `soak-write-${n}` }),
        });
        if (res.status === 200) acknowledged.add(n);
      } catch {
        // The server died mid-request: not acknowledged.
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

const refused = (summaries: Summary[]) => summaries.reduce((sum, summary) => sum + (summary.statuses['429'] ?? 0), 0);
const serverErrors = (summaries: Summary[]) =>
  summaries.reduce((sum, summary) => sum + Object.entries(summary.statuses).filter(([status]) => status.startsWith('5')).reduce((n, [, count]) => n + count, 0), 0);

try {
  await site.ready();
  console.info(`Soak against ${base} (data ${dataDir}), 200 connections, ${seconds} s per run\n`);

  console.info('1. Reads and forms');
  const summaries: Summary[] = [];
  summaries.push(await load('GET / (page)', { requests: [{ method: 'GET', path: '/' }] }));
  summaries.push(await load('GET /api/latest/posts', { requests: [{ method: 'GET', path: '/api/latest/posts?page=1' }] }));
  summaries.push(await load('POST /api/contact', form('/api/contact', () => ({ name: 'Soak', phone: '+8801712000111', message: 'Load test.' }))));
  summaries.push(
    await load('POST /api/consultation', form('/api/consultation', () => ({ name: 'Soak', phone: '+8801712000111', message: 'Load test.' }))),
  );
  summaries.push(await load('POST /api/subscribe', form('/api/subscribe', () => ({ email: `soak-${counter}@example.com` }))));
  summaries.push(
    await load(
      'POST /api/affiliate/register',
      form('/api/affiliate/register', () => ({
        name: 'Soak Test',
        email: `soak-${counter}@example.com`,
        phone: '+8801712000111',
        password: 'Soak-test-7fa3c2',
        password_confirmation: 'Soak-test-7fa3c2',
        affiliateid: `soak-${counter}`,
      })),
    ),
  );
  summaries.push(await load('POST /api/submit/job', await jobApplicationLoad()));
  summaries.push(
    await load('POST /api/affiliate/login', form('/api/affiliate/login', () => ({ email: `soak-${counter % 50}@example.com`, password: 'wrong-password' }))),
  );

  console.info('\n2. A page during a login flood');
  const pageProbe = { url: `${base}/`, connections: 10, duration: Math.max(10, Math.round(seconds / 2)) };
  const idle = summarize('GET / idle (10 connections)', await autocannon(pageProbe));
  print(idle);
  const flood = autocannon({
    url: base,
    connections: 200,
    duration: pageProbe.duration + 2,
    // 50 addresses guessing at random accounts: past the per-address budgets, the argon2 queue holds the line.
    ...form('/api/affiliate/login', () => ({ email: `flood-${counter}@example.com`, password: 'wrong-password' }), 50),
  });
  await new Promise((done) => setTimeout(done, 1000));
  const during = summarize('GET / during the flood', await autocannon(pageProbe));
  const floodSummary = summarize('POST login flood', await flood);
  print(during);
  print(floodSummary);
  summaries.push(idle, during, floodSummary);
  console.info(`   page p99 during the flood / idle: ${(during.p99 / Math.max(1, idle.p99)).toFixed(2)}x`);

  console.info('\n3. kill -9 in the middle of acknowledged writes');
  await site.ready();
  const writes = writeUntilKilled(50);
  await new Promise((done) => setTimeout(done, 3000));
  site.child.kill('SIGKILL');
  await writes.stop();
  console.info(`   acknowledged before the kill: ${writes.acknowledged.size}`);
  site = startServer();
  await site.ready();
  const db = new DatabaseSync(join(dataDir, 'provider.sqlite'), { readOnly: true });
  const stored = new Set(
    (db.prepare("SELECT message FROM contact_messages WHERE message LIKE 'soak-write-%'").all() as Array<{ message: string }>).map((row) =>
      Number(row.message.slice('soak-write-'.length)),
    ),
  );
  const missing = [...writes.acknowledged].filter((n) => !stored.has(n));
  const integrity = (db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join(', ');
  db.close();

  console.info('\nSummary');
  console.info(`   replies by status:        ${JSON.stringify(summaries.reduce<Record<string, number>>((all, s) => {
    for (const [status, count] of Object.entries(s.statuses)) all[status] = (all[status] ?? 0) + count;
    return all;
  }, {}))}`);
  console.info(`   refused by the limiter:   ${refused(summaries)} (429)`);
  console.info(`   5xx responses:            ${serverErrors(summaries)}`);
  console.info(`   acknowledged writes missing after kill -9 and restart: ${missing.length} of ${writes.acknowledged.size}`);
  console.info(`   PRAGMA integrity_check:   ${integrity}`);
  if (missing.length > 0 || integrity !== 'ok') process.exitCode = 1;
} finally {
  site.child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
