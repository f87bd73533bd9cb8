/**
 * How long a visitor on a phone waits for a lazily loaded overlay: from the tap on the
 * menu button, or on a project's eye button, to the drawer or dialog on screen, the
 * first time (a fresh browser context each run, so nothing is cached), with the
 * bench's mobile conditions (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s). Starts
 * the built site like `npm start` (STATIC_DIR, building when stale) on a free port and
 * a temporary data folder. Not a test: the numbers behind
 * docs/decisions/0010-lazy-loading-layer.md.
 *
 *   scripts/node24.sh node scripts/measure-overlays.ts [--runs 7] [--origin http://127.0.0.1:4262]
 *
 * With --origin it measures a site already running there instead (e.g. a variant build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Locator, type Page, chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';
import { freePort, startSite } from './site-process.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('--runs') ?? 7);

let origin = option('--origin');
let stop = () => {};
if (!origin) {
  const dataDir = mkdtempSync(join(tmpdir(), 'itbd-overlays-'));
  const site = startSite({ port: await freePort(), dataDir, staticDir: resolve(process.env.STATIC_DIR ?? 'dist') });
  await site.ready();
  origin = site.origin;
  stop = () => {
    site.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const overlays = {
  menu: { trigger: (page) => page.getByRole('button', { name: 'Open menu' }), shown: 'nav[aria-label="Mobile"]' },
  project: { trigger: (page) => page.getByRole('button', { name: /^View details/ }).first(), shown: '[role="dialog"]' },
} satisfies Record<string, { trigger: (page: Page) => Locator; shown: string }>;

try {
  for (const [name, overlay] of Object.entries(overlays)) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript(() => {
        addEventListener('pointerdown', () => ((window as unknown as { tapAt: number }).tapAt = performance.now()), { capture: true });
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      const trigger = overlay.trigger(page);
      await trigger.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      const shown = page.evaluate(
        (selector) =>
          new Promise<number>((done) => {
            setTimeout(() => done(Number.NaN), 20_000);
            const check = () => {
              const tapAt = (window as unknown as { tapAt?: number }).tapAt;
              const element = document.querySelector(selector);
              if (tapAt !== undefined && element && element.getBoundingClientRect().width > 0) done(performance.now() - tapAt);
              else requestAnimationFrame(check);
            };
            check();
          }),
        overlay.shown,
      );
      await trigger.tap();
      times.push(Math.round(await shown));
      await context.close();
    }
    console.info(`${name}: tap to overlay, median ${median(times)} ms (runs: ${times.join(', ')} ms)`);
  }
} finally {
  await browser.close();
  stop();
}
