/**
 * Screenshots of pages at the widths DESIGN.md asks for, with a system Chromium.
 *
 *   node scripts/shoot.ts http://localhost:5173/ /blog --out /tmp/shots [--widths 390,768,1280] [--dark] [--full]
 *
 * Paths are resolved against the first absolute URL given (or BASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable, chromiumArgs } from './chromium.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const flag = (name: string) => {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
};

const out = option('--out') ?? '/tmp/shots';
const widths = (option('--widths') ?? '390,768,1280').split(',').map(Number);
const dark = flag('--dark');
const full = flag('--full');
const base = args.find((arg) => /^https?:/.test(arg)) ?? process.env.BASE_URL ?? 'http://localhost:5173';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
for (const target of args.length ? args : ['/']) {
  const url = new URL(target, base);
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
    // The site starts light whatever the system prefers; dark is the visitor's saved choice.
    if (dark) await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.goto(url.href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const name = `${url.pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}${dark ? '-dark' : ''}.png`;
    await page.screenshot({ path: join(out, name), fullPage: full });
    console.info(join(out, name));
    await page.close();
  }
}
await browser.close();
