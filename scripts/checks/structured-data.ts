/**
 * Structured data and share cards as Google, Facebook and X read them: every page's Open Graph
 * and Twitter tags, and each JSON-LD item checked against the properties Google's rich results
 * documentation marks required (an error) or recommended (a warning) for Organization,
 * BreadcrumbList, Article (BlogPosting) and JobPosting. No offline package checks these against
 * Google's current rules (structured-data-testing-tool fetches pages and presets over the
 * network), so this is a small validator of exactly what those pages list.
 */
import { JSDOM } from 'jsdom';
import { STRUCTURED_DATA_KEPT } from './config.ts';
import { fetchPage } from './pages.ts';
import { type Checker, pathOf } from './report.ts';

type Json = Record<string, unknown>;
interface Finding {
  level: 'error' | 'warning';
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;
const ABSOLUTE_URL = /^https?:\/\/\S+$/;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const imageUrl = (value: unknown) => (isObject(value) ? value['url'] : value);

/** Meta tags every shared page needs: Open Graph (Facebook, LinkedIn) and X's card. */
const CARD_TAGS = ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:image:alt', 'twitter:card', 'twitter:title', 'twitter:image', 'twitter:image:alt'];

function checkItem(item: Json, findings: Finding[]): void {
  const error = (message: string) => findings.push({ level: 'error', message: `${String(item['@type'])}: ${message}` });
  const warning = (message: string) => findings.push({ level: 'warning', message: `${String(item['@type'])}: ${message}` });
  const need = (ok: boolean, message: string) => ok || error(message);
  const want = (ok: boolean, message: string) => ok || warning(message);
  if (item['@context'] !== 'https://schema.org') error(`@context is ${JSON.stringify(item['@context'])}, not https://schema.org`);

  switch (item['@type']) {
    case 'Organization': {
      need(text(item['name']), 'name is missing');
      need(ABSOLUTE_URL.test(String(item['url'] ?? '')), 'url is not an absolute address');
      want(ABSOLUTE_URL.test(String(imageUrl(item['logo']) ?? '')), 'logo is missing or not an absolute address');
      want(item['contactPoint'] !== undefined || item['email'] !== undefined || item['telephone'] !== undefined, 'no contact (contactPoint, email or telephone)');
      break;
    }
    case 'BreadcrumbList': {
      const items = list(item['itemListElement']);
      need(items.length > 0, 'itemListElement is empty');
      items.forEach((crumb, index) => {
        if (!isObject(crumb)) return error(`itemListElement[${index}] is not an object`);
        need(crumb['@type'] === 'ListItem', `itemListElement[${index}] is not a ListItem`);
        need(crumb['position'] === index + 1, `itemListElement[${index}].position is ${String(crumb['position'])}, not ${index + 1}`);
        need(text(crumb['name']), `itemListElement[${index}].name is missing`);
        // Google allows the last crumb without an item (the page itself).
        if (index < items.length - 1 || crumb['item'] !== undefined) {
          need(ABSOLUTE_URL.test(String(crumb['item'] ?? '')), `itemListElement[${index}].item is not an absolute address`);
        }
      });
      break;
    }
    case 'Article':
    case 'NewsArticle':
    case 'BlogPosting': {
      need(text(item['headline']), 'headline is missing');
      want(String(item['headline'] ?? '').length <= 110, 'headline is longer than 110 characters');
      want(list(item['image']).length > 0, 'image is missing');
      for (const image of list(item['image'])) need(ABSOLUTE_URL.test(String(imageUrl(image) ?? '')), 'an image is not an absolute address');
      want(ISO_DATE.test(String(item['datePublished'] ?? '')), 'datePublished is missing or not ISO 8601');
      want(ISO_DATE.test(String(item['dateModified'] ?? '')), 'dateModified is missing or not ISO 8601');
      const authors = list(item['author']);
      want(authors.length > 0, 'author is missing');
      for (const author of authors) {
        if (!isObject(author)) {
          error('author is not a Person or Organization object');
          continue;
        }
        need(author['@type'] === 'Person' || author['@type'] === 'Organization', 'author is not a Person or Organization');
        need(text(author['name']), 'author.name is missing');
        want(ABSOLUTE_URL.test(String(author['url'] ?? '')), `author.url is missing for ${String(author['name'])}`);
      }
      const publisher = item['publisher'];
      if (publisher !== undefined) {
        need(isObject(publisher) && text(publisher['name']), 'publisher.name is missing');
        const logo = isObject(publisher) ? publisher['logo'] : undefined;
        if (logo !== undefined) need(isObject(logo) && logo['@type'] === 'ImageObject' && ABSOLUTE_URL.test(String(logo['url'] ?? '')), 'publisher.logo is not an ImageObject with an absolute url');
      }
      break;
    }
    case 'JobPosting': {
      need(text(item['title']), 'title is missing');
      need(text(item['description']), 'description is missing');
      need(ISO_DATE.test(String(item['datePosted'] ?? '')), 'datePosted is missing or not ISO 8601');
      const organization = item['hiringOrganization'];
      need(isObject(organization) && text(organization['name']), 'hiringOrganization.name is missing');
      const remote = item['jobLocationType'] === 'TELECOMMUTE';
      if (remote) need(item['applicantLocationRequirements'] !== undefined, 'a remote job needs applicantLocationRequirements');
      else {
        const places = list(item['jobLocation']);
        need(places.length > 0, 'jobLocation is missing');
        for (const place of places) {
          const address = isObject(place) ? place['address'] : undefined;
          need(isObject(address) && text(address['addressCountry']), 'jobLocation.address.addressCountry is missing');
        }
      }
      want(ISO_DATE.test(String(item['validThrough'] ?? '')), 'validThrough is missing or not ISO 8601');
      want(text(item['employmentType']), 'employmentType is missing');
      want(isObject(item['identifier']), 'identifier is missing');
      want(isObject(item['baseSalary']), 'baseSalary is missing');
      want(typeof item['directApply'] === 'boolean', 'directApply is missing');
      break;
    }
    default:
      warning('a type this checker does not know');
  }
}

/** The JSON-LD types each kind of page must carry. */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['Organization'];
  if (/^\/blog\/[^/]+$/.test(path)) return ['BlogPosting', 'BreadcrumbList'];
  if (/^\/career\/job-description\/[^/]+$/.test(path)) return ['JobPosting'];
  return [];
}

function checkPage(html: string, path: string, notFound: boolean): Finding[] {
  const { document } = new JSDOM(html).window;
  const findings: Finding[] = [];
  // A page kept out of search results (the 404, the portal) is not shared either: it needs no card.
  const noindex = /noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
  if (!notFound && !noindex) {
    for (const key of CARD_TAGS) {
      const tag = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
      if (!tag?.getAttribute('content')?.trim()) findings.push({ level: 'error', message: `<meta> ${key} is missing` });
    }
  }
  const types: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch (error) {
      findings.push({ level: 'error', message: `JSON-LD does not parse: ${(error as Error).message}` });
      continue;
    }
    for (const item of list(data)) {
      if (!isObject(item)) continue;
      types.push(String(item['@type']));
      checkItem(item, findings);
    }
  }
  for (const type of expectedTypes(path)) {
    if (!types.includes(type)) findings.push({ level: 'error', message: `${type} JSON-LD is missing` });
  }
  return findings;
}

export const checkStructuredData: Checker = async ({ pages }) => {
  const reported: string[] = [];
  let items = 0;
  for (const page of pages) {
    const path = pathOf(page);
    const html = await fetchPage(page);
    items += (html.match(/application\/ld\+json/g) ?? []).length;
    for (const finding of checkPage(html, path, path === '/this-page-does-not-exist')) {
      const kept = STRUCTURED_DATA_KEPT.find((entry) => finding.level === 'warning' && entry.message.test(finding.message));
      if (!kept) reported.push(`${path} ${finding.level}: ${finding.message}`);
    }
  }
  console.info(`  ${pages.length} pages, ${items} JSON-LD blocks checked`);
  return reported;
};
