import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { parseOriginList } from './security.ts';

/**
 * CV_BUDGET_MB in bytes, or undefined for the default. Anything but a positive
 * number stops the start: read as NaN, the budget would silently be off.
 */
export function cvBudgetBytes(megabytes: string | undefined): number | undefined {
  if (megabytes === undefined || megabytes.trim() === '') return undefined;
  const value = Number(megabytes);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`CV_BUDGET_MB must be a positive number of MiB, not "${megabytes}"`);
  return value * 1024 * 1024;
}

/** Starts the provider and the site from the environment: PORT, HOST, DATA_DIR, STATIC_DIR, SITE_URL, CORS_ORIGINS, TRUST_PROXY, CV_BUDGET_MB, SMTP_URL, SMTP_FROM. */
export function main(env: NodeJS.ProcessEnv = process.env): void {
  // React and the router read it when the page renderer loads: production unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const port = Number(env['PORT'] ?? 3000);
  const host = env['HOST'] ?? '0.0.0.0';
  const { app, close } = createApp({
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    staticDir: resolve(env['STATIC_DIR'] ?? './dist'),
    siteUrl: env['SITE_URL'],
    corsOrigins: parseOriginList(env['CORS_ORIGINS']),
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    cvBudgetBytes: cvBudgetBytes(env['CV_BUDGET_MB']),
    smtpUrl: env['SMTP_URL'] || undefined,
    smtpFrom: env['SMTP_FROM'] || undefined,
  });

  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    console.info(`ITBD provider listening on http://${shown}:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received, shutting down`);
    // Idle keep-alive sockets would hold close() open; in-flight requests may finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(() => {
      close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.main) main();
