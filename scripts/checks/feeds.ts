/**
 * The sitemap, robots.txt and the blog's feed read as a crawler and a feed reader read them:
 * well-formed XML with the fields their formats ask for, and every address in them answering.
 */
import { JSDOM } from 'jsdom';
import { parseXml } from './pages.ts';
import { type Checker, get, pathOf } from './report.ts';

const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The same address on the server under test (the documents name SITE_URL's origin). */
const onServer = (origin: string, url: string) => {
  const { pathname, search } = new URL(url);
  return `${origin}${pathname}${search}`;
};

async function answers(url: string, type: RegExp): Promise<string | undefined> {
  const response = await get(url);
  await response.arrayBuffer();
  if (!response.ok) return `${pathOf(url)} answered ${response.status}`;
  const contentType = response.headers.get('content-type') ?? '';
  return type.test(contentType) ? undefined : `${pathOf(url)} is ${contentType}, not ${type.source}`;
}

const childText = (parent: Element, tag: string) =>
  [...parent.children].find((child) => child.tagName === tag)?.textContent?.trim() ?? '';

export const checkFeeds: Checker = async ({ origin }) => {
  const errors: string[] = [];
  const fetched = new Map<string, RegExp>();

  // robots.txt names the sitemap.
  const robots = await (await get(`${origin}/robots.txt`)).text();
  const sitemapLine = /^Sitemap:\s*(\S+)$/m.exec(robots)?.[1];
  if (!sitemapLine) errors.push('robots.txt names no Sitemap');
  else fetched.set(onServer(origin, sitemapLine), /xml/);

  // The sitemap: a urlset of absolute addresses with W3C dates.
  const sitemap = parseXml(await (await get(`${origin}/sitemap.xml`)).text(), '/sitemap.xml');
  if (sitemap.documentElement.namespaceURI !== SITEMAP_NS) errors.push('/sitemap.xml is not a sitemaps.org urlset');
  const urls = [...sitemap.getElementsByTagName('url')];
  for (const url of urls) {
    const loc = childText(url, 'loc');
    const lastmod = childText(url, 'lastmod');
    if (!/^https?:\/\//.test(loc)) errors.push(`/sitemap.xml: <loc> ${loc} is not absolute`);
    else fetched.set(onServer(origin, loc), /^text\/html/);
    if (lastmod && !W3C_DATE.test(lastmod)) errors.push(`/sitemap.xml: <lastmod> ${lastmod} of ${loc} is not a W3C date`);
  }

  // The feed: RSS 2.0 with its channel fields, items with what readers show.
  const home = new JSDOM(await (await get(`${origin}/`)).text()).window.document;
  const feedLink = home.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href');
  if (!feedLink) errors.push('The home page does not link the feed (<link rel="alternate" type="application/rss+xml">)');
  const feedUrl = new URL(feedLink ?? '/feed.xml', `${origin}/`).href;
  const feed = parseXml(await (await get(feedUrl)).text(), pathOf(feedUrl));
  const rss = feed.documentElement;
  const channel = rss.getElementsByTagName('channel')[0];
  if (rss.tagName !== 'rss' || rss.getAttribute('version') !== '2.0' || !channel) errors.push('The feed is not RSS 2.0');
  else {
    for (const field of ['title', 'link', 'description']) if (!childText(channel, field)) errors.push(`The feed's channel has no <${field}>`);
    const self = channel.getElementsByTagNameNS(ATOM_NS, 'link')[0];
    if (self?.getAttribute('rel') !== 'self') errors.push('The feed has no atom:link rel="self"');
  }
  const items = [...feed.getElementsByTagName('item')];
  if (items.length === 0) errors.push('The feed has no items');
  for (const item of items) {
    const link = childText(item, 'link');
    const name = link || childText(item, 'title');
    for (const field of ['title', 'link', 'guid', 'pubDate', 'description']) if (!childText(item, field)) errors.push(`Feed item ${name} has no <${field}>`);
    if (Number.isNaN(Date.parse(childText(item, 'pubDate')))) errors.push(`Feed item ${name}: pubDate is not a date`);
    // Paragraphs kept (HTML <p>s), and an excerpt ends in a sentence or the cut mark, not a bare fragment.
    const description = childText(item, 'description');
    if (!/^<p>[\s\S]*<\/p>$/.test(description)) errors.push(`Feed item ${name}: the description is not in paragraphs («${description.slice(0, 40)}»)`);
    if (!/(?:[.!?:…"”’)]|…)<\/p>$/.test(description)) errors.push(`Feed item ${name}: the description ends without a sentence's end or a cut mark («${description.slice(-40)}»)`);
    if (link) fetched.set(onServer(origin, link), /^text\/html/);
    for (const media of item.getElementsByTagNameNS(MEDIA_NS, 'content')) {
      const url = media.getAttribute('url') ?? '';
      const type = media.getAttribute('type');
      if (!type) errors.push(`Feed item ${name}: media:content ${url} has no type`);
      if (url) fetched.set(onServer(origin, url), type ? new RegExp(`^${type.replace(/[+]/g, '\\+')}`) : /^image\//);
    }
  }

  for (const [url, type] of fetched) {
    const problem = await answers(url, type);
    if (problem) errors.push(problem);
  }
  console.info(`  sitemap: ${urls.length} addresses; feed: ${items.length} items; ${fetched.size} addresses fetched`);
  return errors;
};
