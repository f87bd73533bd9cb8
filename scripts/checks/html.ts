/**
 * The W3C Nu HTML checker (`vnu-jar`, run with the system's Java) on every page: errors and
 * warnings fail unless scripts/checks/config.ts keeps them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTML_KEPT } from './config.ts';
import { fetchPage } from './pages.ts';
import { type Checker, pathOf } from './report.ts';

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const require = createRequire(import.meta.url);
/** The path of vnu.jar inside the package. */
const vnuJar = String(require('vnu-jar'));

export const checkHtml: Checker = async ({ pages }) => {
  const folder = mkdtempSync(join(tmpdir(), 'itbd-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const file = join(folder, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, await fetchPage(page));
      files.set(file, page);
    }
    // One JVM for every page: starting Java is most of the cost.
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`Could not run java (install a JRE, e.g. Debian's default-jre-headless): ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    // vnu names a file `file:/tmp/...`.
    const pageOf = (message: NuMessage) => files.get(message.url?.replace(/^file:(?:\/\/)?/, '') ?? '') ?? message.url ?? '?';
    const kept = (message: NuMessage) =>
      HTML_KEPT.some((entry) => entry.message.test(message.message) && entry.paths.test(new URL(pageOf(message), 'http://x').pathname));
    const reported = messages.filter((message) => (message.type !== 'info' || message.subType === 'warning') && !kept(message));
    const perPage = new Map<string, number>();
    for (const message of reported) {
      const page = pageOf(message);
      perPage.set(page, (perPage.get(page) ?? 0) + 1);
    }
    console.info(`  ${pages.length} pages checked; ${reported.length} messages on ${perPage.size} pages`);
    return reported.map((message) => {
      const page = pageOf(message);
      const kind = message.type === 'info' ? 'warning' : message.type;
      return `${pathOf(page)}:${message.lastLine ?? '?'} ${kind}: ${message.message}${message.extract ? `  «${message.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}»` : ''}`;
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
