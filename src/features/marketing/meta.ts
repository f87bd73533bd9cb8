/**
 * The head tags of the catalogue's pages, from the catalogue alone: a route's
 * `head` stays in the main bundle, so it must not pull in its page's content.
 */
import { findIndustry, findProduct, findService, industryTitle } from '@/lib/catalogue';
import { pageHead } from '@/lib/head';

export function serviceHead(slug: string) {
  const entry = findService(slug);
  return entry ? pageHead(entry.title ?? entry.name, entry.description) : {};
}

export function productHead(slug: string) {
  const entry = findProduct(slug);
  return entry ? pageHead(entry.name, entry.description) : {};
}

export function industryHead(slug: string) {
  const entry = findIndustry(slug);
  return entry ? pageHead(industryTitle(entry), entry.description) : {};
}
