import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4179);
const baseURL = `http://127.0.0.1:${port}`;

/*
 * scripts/e2e.ts (`npm run test:e2e`) hands over a fresh data folder and removes
 * it afterwards. Run directly (`npx playwright test`), the config makes one and
 * removes it on exit; the workers load this file again but inherit the variable,
 * so they all share the server's folder.
 */
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'itbd-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  // Two workers share two cores with the server and the browsers: leave room over the defaults (30 s, 5 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // Through the wrapper, so the server gets Node 24 even when Playwright itself was started with an older Node.
    command: 'scripts/node24.sh node scripts/start.ts',
    url: `${baseURL}/api/website/settings`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
