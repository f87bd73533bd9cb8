import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

/** Starts the provider from the environment: PORT, HOST, DATA_DIR, STATIC_DIR. */
export function main(env: NodeJS.ProcessEnv = process.env): void {
  const port = Number(env['PORT'] ?? 3000);
  const host = env['HOST'] ?? '0.0.0.0';
  const { app, close } = createApp({
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    staticDir: resolve(env['STATIC_DIR'] ?? './dist'),
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
