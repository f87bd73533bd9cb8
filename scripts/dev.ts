/**
 * `npm run dev`: the local provider on PROVIDER_PORT (default 8787) and Vite
 * with hot reload on PORT (default 5173), which proxies /api, /storage and
 * /upload to the provider (see vite.config.ts). DATA_DIR defaults to ./data.
 */
import { spawn } from 'node:child_process';

const providerPort = process.env.PROVIDER_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: providerPort, HOST: '127.0.0.1', STATIC_DIR: '.no-static' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, PROVIDER_PORT: providerPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
