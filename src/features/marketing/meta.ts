/**
 * What the catalogue's routes need before their page: the slug's entry (or a
 * 404) and the head tags, from the catalogue alone. A route's loader and
 * `head` stay in the main bundle, so they must not pull in the page's content.
 */
import { notFound } from '@tanstack/react-router';
import { findSisterConcern, findProduct, findService, sisterConcernTitle } from '@/lib/catalogue';
import { pageHead } from '@/lib/head';

/** The slug of the entry found at an address, or the router's 404 when there is none. */
export function slugOrNotFound<Slug extends string>(entry: { slug: Slug } | undefined): Slug {
  if (!entry) throw notFound();
  return entry.slug;
}

export function serviceHead(slug: string) {
  const entry = findService(slug);
  return entry ? pageHead(entry.title ?? entry.name, entry.description) : {};
}

export function productHead(slug: string) {
  const entry = findProduct(slug);
  return entry ? pageHead(entry.name, entry.description) : {};
}

export function sisterConcernHead(slug: string) {
  const entry = findSisterConcern(slug);
  return entry ? pageHead(sisterConcernTitle(entry), entry.description) : {};
}
