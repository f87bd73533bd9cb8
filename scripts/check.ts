/**
 * `npm run check [-- html structured-data openapi a11y links feeds]`: the web's own checkers
 * (W3C Nu HTML checker, a structured-data validator, Spectral, pa11y, linkinator, the feed and
 * sitemap read as a reader would) against the production build, started once like `npm start`
 * on its own port (`CHECK_PORT`, else a free one) with a fresh temporary data folder. With no
 * name, every checker runs. Exits non-zero when any checker reports an error; the warnings we
 * keep are listed with their reasons in scripts/checks/config.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkA11y } from './checks/a11y.ts';
import { checkFeeds } from './checks/feeds.ts';
import { checkHtml } from './checks/html.ts';
import { checkLinks } from './checks/links.ts';
import { checkOpenApi } from './checks/openapi.ts';
import { sitePages } from './checks/pages.ts';
import { checkStructuredData } from './checks/structured-data.ts';
import type { Checker } from './checks/report.ts';
import { freePort, startSite } from './site-process.ts';

const root = resolve(import.meta.dirname, '..');

const CHECKERS: Record<string, Checker> = {
  html: checkHtml,
  'structured-data': checkStructuredData,
  openapi: checkOpenApi,
  a11y: checkA11y,
  links: checkLinks,
  feeds: checkFeeds,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in CHECKERS));
if (unknown.length > 0) {
  console.error(`Unknown checker: ${unknown.join(', ')}. Known: ${Object.keys(CHECKERS).join(', ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(CHECKERS);

const dataDir = mkdtempSync(join(tmpdir(), 'itbd-check-'));
const port = Number(process.env.CHECK_PORT) || (await freePort());
const site = startSite({
  port,
  dataDir,
  staticDir: process.env.STATIC_DIR ?? join(root, 'dist'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
/** Stops the server, and removes its data folder once it has exited (it writes there while it shuts down). */
const stop = async () => {
  if (site.child.exitCode === null && site.child.signalCode === null) {
    const exited = new Promise((done) => site.child.once('exit', done));
    site.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  void stop().then(() => process.exit(130));
});

let failed = 0;
let passed = 0;
try {
  await site.ready();
  const pages = await sitePages(site.origin);
  for (const name of names) {
    const started = Date.now();
    console.info(`\n== check:${name}`);
    // A checker that cannot run fails, and the others still run.
    const errors = await CHECKERS[name]!({ origin: site.origin, pages }).catch((error: unknown) => [`The checker failed to run: ${String(error)}`]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (errors.length > 0) {
      failed += 1;
      for (const error of errors) console.error(`  ✗ ${error}`);
      console.error(`check:${name}: ${errors.length} error(s) (${seconds} s)`);
    } else {
      passed += 1;
      console.info(`check:${name}: no errors (${seconds} s)`);
    }
  }
} catch (error) {
  failed += 1;
  console.error(error);
} finally {
  await stop();
}
console.info(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
