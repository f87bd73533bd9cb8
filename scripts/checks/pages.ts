import { JSDOM } from 'jsdom';
import { get } from './report.ts';

/** Pages the sitemap leaves out (private or not found) that are still served and must pass. */
const UNLISTED_PAGES = [
  '/affiliate-login',
  '/affiliate-signup',
  '/affiliate-dashboard',
  '/affiliate-dashboard/edit-profile',
  '/this-page-does-not-exist',
];

/** An XML document, or an error naming what failed to parse. */
export function parseXml(xml: string, what: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`${what} is not well-formed XML: ${error.textContent}`);
  return document;
}

/** Every address of the sitemap, moved onto the server under test, then the unlisted pages. */
export async function sitePages(origin: string): Promise<string[]> {
  const response = await get(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const sitemap = parseXml(await response.text(), '/sitemap.xml');
  const listed = [...sitemap.getElementsByTagName('loc')].map((loc) => {
    const url = new URL(loc.textContent?.trim() ?? '');
    return `${origin}${url.pathname}${url.search}`;
  });
  return [...listed, ...UNLISTED_PAGES.map((path) => `${origin}${path}`)];
}

/**
 * One page of each kind, for the checkers that drive a browser (slow): a page's kind is its
 * path without the last segment when that segment is a parameter (a post, a job, a project).
 */
export function onePagePerType(pages: readonly string[]): string[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const path = new URL(page).pathname;
    const kind = /^\/(?:blog|career\/job-description|career\/apply-job|project|industries|services)\/./.test(path)
      ? path.replace(/\/[^/]+$/, '/*')
      : path;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** Fetches a page's HTML, failing on anything but 200 (404 for the not-found page). */
export async function fetchPage(url: string): Promise<string> {
  const response = await get(url);
  const expected = url.endsWith('/this-page-does-not-exist') ? 404 : 200;
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}, not ${expected}`);
  return response.text();
}
