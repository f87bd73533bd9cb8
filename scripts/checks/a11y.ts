/**
 * pa11y with HTML_CodeSniffer (WCAG 2 AA) on one page of each kind, in Debian's Chromium
 * (pa11y's own browser download is off: .puppeteerrc.json). Errors fail unless
 * scripts/checks/config.ts keeps them; warnings and notices are not reported. axe runs on
 * every page in the e2e suite (e2e/fixtures.ts), with the exclusions its checks need; a
 * second axe run here would only repeat it.
 */
import { createRequire } from 'node:module';
import pa11y, { type Pa11yBrowser } from 'pa11y';
import { DEMO_AFFILIATE } from '../../server/seed/affiliate.ts';
import { chromiumArgs, chromiumExecutable } from '../chromium.ts';
import { A11Y_KEPT } from './config.ts';
import { onePagePerType } from './pages.ts';
import { type Checker, pathOf } from './report.ts';

export const checkA11y: Checker = async ({ pages }) => {
  const executablePath = chromiumExecutable();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install Debian\'s chromium (scripts/ensure-chromium.sh).');
  const job = pages.find((page) => pathOf(page).startsWith('/career/job-description/'));
  // The application form is not in the sitemap; it is a page of its own kind.
  const targets = [...onePagePerType(pages), ...(job ? [job.replace('/job-description/', '/apply-job/')] : [])];
  // One browser for every page, pa11y's own puppeteer (a page each): launching one per page cost most of the run.
  const puppeteer = createRequire(createRequire(import.meta.url).resolve('pa11y'))('puppeteer') as {
    launch(options: { executablePath: string; args: string[] }): Promise<Pa11yBrowser>;
  };
  const browser = await puppeteer.launch({ executablePath, args: chromiumArgs });
  const reported: string[] = [];
  try {
    for (const url of targets) reported.push(...(await checkPage(url, browser)));
  } finally {
    await browser.close();
  }
  console.info(`  ${targets.length} pages (one of each kind) checked`);
  return reported;
};

/**
 * A dashboard page is checked as the demo affiliate sees it: pa11y opens the login page with the
 * page as its return address, signs in and waits for the page's heading.
 */
function signedIn(url: string): { start: string; actions: string[] } {
  const { origin, pathname } = new URL(url);
  if (!pathname.startsWith('/affiliate-dashboard')) return { start: url, actions: [] };
  const form = 'form[aria-label="Affiliate login"]';
  return {
    start: `${origin}/affiliate-login?redirect=${encodeURIComponent(pathname)}`,
    actions: [
      `wait for element ${form} input[type="password"] to be visible`,
      `set field ${form} input[type="email"] to ${DEMO_AFFILIATE.email}`,
      `set field ${form} input[type="password"] to ${DEMO_AFFILIATE.password}`,
      `click element ${form} button[type="submit"]`,
      `wait for path to be ${pathname}`,
      'wait for element main h1 to be visible',
    ],
  };
}

async function checkPage(url: string, browser: Pa11yBrowser): Promise<string[]> {
  const { start, actions } = signedIn(url);
  const { issues } = await pa11y(start, {
    // A signed-in page gets a browser of its own: the shared one would keep the session, and the
    // guest-only login page would then send every later visit straight on.
    ...(actions.length > 0 ? { chromeLaunchConfig: { executablePath: chromiumExecutable(), args: chromiumArgs } } : { browser }),
    actions,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    timeout: 60_000,
    // The portal's pages render in the browser after their script loads.
    wait: 500,
  });
  return issues
    .filter((issue) => issue.type === 'error' && !A11Y_KEPT.some((kept) => kept.code === issue.code))
    .map((issue) => `${pathOf(url)} [${issue.runner}] ${issue.code}: ${issue.message}  «${issue.selector}»`);
}
