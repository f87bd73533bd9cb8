/**
 * The browser the tests and tools drive: CHROMIUM_PATH, else Debian's
 * chromium, else Playwright's own when one is installed.
 */
import { existsSync } from 'node:fs';

export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Flags for a closed network: no background calls to Google's hosts, no sandbox as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
