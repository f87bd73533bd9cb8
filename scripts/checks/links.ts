/** linkinator over the whole site from its home page: every link, image, script and stylesheet on it must answer. */
import { LinkChecker, LinkState } from 'linkinator';
import { LINKS_SKIPPED } from './config.ts';
import type { Checker } from './report.ts';

export const checkLinks: Checker = async ({ origin }) => {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    linksToSkip: async (link) => LINKS_SKIPPED.some((skip) => skip.pattern.test(link)) && !link.startsWith(origin),
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  console.info(`  ${checked.length} links checked, ${result.links.length - checked.length} skipped, ${broken.length} broken`);
  return broken.map((link) => `${link.url} answered ${link.status ?? 'nothing'} (linked from ${link.parent ?? '?'})`);
};
