/**
 * `npm run trace`: what the browser's main thread does while a page's scripts take it over,
 * from a DevTools trace with the CPU slowed 4x (as DevTools' "4x slowdown"; the network is
 * not throttled, so the figures are the CPU's alone).
 *
 * For each sampled page, the median of TRACE_RUNS (default 5) fresh loads of:
 *  - longest task: the longest main-thread task from navigation to 3 s after `load`;
 *  - blocking: the sum of every such task's time over 50 ms (TBT's rule, from the first paint on);
 *  - hydration: from the start of the first task (of 10 ms or more) that runs one of the site's scripts
 *    to the end of the last such task before a second without one: the time between
 *    the scripts starting to take the page over and the page being fully theirs;
 *  - script time: the main thread's time in the site's scripts within that window.
 *
 *   npm run trace [-- /blog/some-post /career]    (STATIC_DIR picks another build, e.g. an older one to compare)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';
import { SAMPLE_ROUTES } from './first-load.ts';
import { freePort, startSite } from './site-process.ts';

const root = resolve(import.meta.dirname, '..');
const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 5) || 1);
const CPU_SLOWDOWN = 4;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [SAMPLE_ROUTES['/']!, SAMPLE_ROUTES['/blog/$slug']!, SAMPLE_ROUTES['/services/$slug']!];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; stackTrace?: { url?: string }[] } };
}

interface Figures {
  longestTaskMs: number;
  blockingMs: number;
  hydrationMs: number;
  scriptMs: number;
}

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compileModule']);

/** The figures of one trace: the page's renderer main thread, from its navigation on. */
function figuresOf(events: TraceEvent[], origin: string): Figures {
  const threadNames = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // The page's renderer main thread is the one that ran the site's scripts.
  const ours = (event: TraceEvent) => SCRIPT.has(event.name) && (event.args?.data?.url ?? '').startsWith(origin);
  const main = threadNames
    .map((thread) => ({ thread, scripts: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && ours(event)).length }))
    .sort((a, b) => b.scripts - a.scripts)[0]?.thread;
  if (!main) throw new Error('No renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart' || event.name === 'domLoading')?.ts ?? onMain[0]!.ts;
  const firstPaint = onMain.find((event) => event.name === 'firstContentfulPaint' || event.name === 'firstPaint')?.ts ?? navigation;
  const tasks = onMain.filter((event) => event.ph === 'X' && TASK.has(event.name) && event.ts >= navigation && event.dur);
  const end = (task: TraceEvent) => task.ts + task.dur!;
  const scriptEvents = onMain.filter((event) => event.ph === 'X' && ours(event));
  // Tasks of 10 ms or more that run the site's scripts: the small ones after the take-over
  // (a carousel's timer, a count-up's frames) would stretch the window without being part of it.
  const scriptTasks = tasks.filter((task) => task.dur! >= 10_000 && scriptEvents.some((script) => script.ts >= task.ts && script.ts < end(task)));
  // The burst of such tasks that takes the page over: until a second passes without one.
  const burst: TraceEvent[] = [];
  for (const task of scriptTasks) {
    if (burst.length && task.ts - end(burst.at(-1)!) > 1_000_000) break;
    burst.push(task);
  }
  const ms = (microseconds: number) => Math.round(microseconds / 1000);
  const windowStart = burst[0]?.ts ?? 0;
  const windowEnd = burst.length ? end(burst.at(-1)!) : 0;
  const scriptTime = scriptEvents
    .filter((event) => event.ts >= windowStart && event.ts < windowEnd)
    // Nested script events (a function call inside an evaluation) count once: only outermost ones.
    .filter((event, index, all) => !all.slice(0, index).some((outer) => outer.ts <= event.ts && end(outer) >= end(event)))
    .reduce((sum, event) => sum + event.dur!, 0);
  return {
    longestTaskMs: ms(Math.max(0, ...tasks.map((task) => task.dur!))),
    blockingMs: ms(tasks.filter((task) => task.ts >= firstPaint).reduce((sum, task) => sum + Math.max(0, task.dur! - 50_000), 0)),
    hydrationMs: ms(windowEnd - windowStart),
    scriptMs: ms(scriptTime),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'itbd-trace-'));
const site = startSite({ port: await freePort(), dataDir, staticDir });
try {
  await site.ready();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    console.info(`Main thread with the CPU slowed ${CPU_SLOWDOWN}x (DevTools trace), median of ${RUNS} loads, ms; build ${staticDir}`);
    console.info('page                                              longest task  blocking  hydration  script');
    for (const path of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
        await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(3_000);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
        await context.close();
        // The first load warms the server's page cache and the browser's compiler caches for nothing else: not counted.
        if (run > 0) runs.push(figuresOf(trace.traceEvents, site.origin));
      }
      const of = (key: keyof Figures) => String(median(runs.map((figures) => figures[key]))).padStart(key === 'longestTaskMs' ? 12 : 9);
      console.info(`${path.padEnd(50)}${of('longestTaskMs')} ${of('blockingMs')}  ${of('hydrationMs')} ${of('scriptMs')}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  site.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
