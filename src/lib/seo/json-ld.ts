/**
 * schema.org structured data (JSON-LD) built from the provider's records, for the
 * rich results Google documents: Organization, BreadcrumbList, BlogPosting (Article)
 * and JobPosting. Pure data in, plain objects out; `jsonLdScript` makes them safe
 * to inline in a <script> tag.
 */
import type { Post } from '@contracts/blog/post';
import type { Job } from '@contracts/career/job';
import type { WebsiteSettings } from '@contracts/settings/get-website-settings';
import { absoluteUrl, SITE_NAME } from '@/lib/head';
import { endOfDay, isoDateTime } from '@/lib/seo/dates';

const CONTEXT = 'https://schema.org';

type Text = string | null | undefined;

/** Trimmed text, or undefined when nothing is left, so empty fields are left out. */
function clean(text: Text): string | undefined {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value || undefined;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

/** The label of whichever pattern matches earliest in the text, so the first thing named wins. */
function firstMention<T>(text: string, table: readonly (readonly [RegExp, T])[]): T | undefined {
  let found: { label: T; at: number } | undefined;
  for (const [pattern, label] of table) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!found || at < found.at)) found = { label, at };
  }
  return found?.label;
}

interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  addressCountry?: string;
}

interface OrganizationRef {
  '@type': 'Organization';
  name: string;
  url?: string;
  sameAs?: string;
  logo?: string;
}

interface PersonRef {
  '@type': 'Person';
  name: string;
}

// ---------------------------------------------------------------- Organization

export interface OrganizationJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
  contactPoint?: {
    '@type': 'ContactPoint';
    contactType: 'customer service';
    telephone?: string;
    email?: string;
  };
  sameAs?: string[];
  address?: PostalAddress;
}

export interface OrganizationOptions {
  siteUrl: string;
  /** The logo's address; a site-relative path is resolved against `siteUrl`. */
  logoUrl: string;
  /** Undefined when the settings call failed: the contact details are then left out, not guessed. */
  settings: WebsiteSettings | null | undefined;
  /** Profile addresses; empty and non-http entries (placeholders such as '#') are dropped. */
  socialProfiles?: readonly Text[];
  addressCountry?: string;
}

export function organizationJsonLd({
  siteUrl,
  logoUrl,
  settings,
  socialProfiles = [],
  addressCountry = 'BD',
}: OrganizationOptions): OrganizationJsonLd {
  const telephone = clean(settings?.phone1);
  const email = clean(settings?.email1);
  const streetAddress = clean(settings?.address);
  const sameAs = [
    ...new Set(socialProfiles.map(clean).filter((href): href is string => href !== undefined && isHttpUrl(href))),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, logoUrl),
    ...((telephone || email) && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(telephone && { telephone }),
        ...(email && { email }),
      },
    }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(streetAddress && { address: { '@type': 'PostalAddress', streetAddress, addressCountry } }),
  };
}

// ---------------------------------------------------------------- BreadcrumbList

export interface BreadcrumbItem {
  name: string;
  /** Site-relative ('/blog'), or absolute. */
  url: string;
}

export interface BreadcrumbJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** A trail for search engines, each address made absolute against `siteUrl`. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): BreadcrumbJsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: clean(crumb.name) ?? '',
      item: absoluteUrl(siteUrl, crumb.url),
    })),
  };
}

// ---------------------------------------------------------------- BlogPosting

/** Google shows at most this many characters of an article's headline. */
export const HEADLINE_MAX = 110;

/**
 * Shortens to `max` characters (an added '…' included), cutting between words when
 * a word break falls in the last third, and never through an emoji's surrogate pair.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const head = characters.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace >= (max * 2) / 3 ? head.slice(0, lastSpace) : head;
  return `${cut.join('').replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** Placeholder bylines a CMS fills in; presenting them as a person would misinform. */
const GENERIC_AUTHORS = new Set(['admin', 'administrator', 'editor', 'staff', 'team', SITE_NAME.toLowerCase()]);

export interface BlogPostingJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'BlogPosting';
  headline: string;
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  author: PersonRef | OrganizationRef;
  publisher: Omit<OrganizationRef, 'logo'> & { logo: { '@type': 'ImageObject'; url: string } };
  image?: string[];
  datePublished?: string;
  /** The provider's `updated_at`, else the publication date: Google asks for both. */
  dateModified?: string;
  description?: string;
}

export interface BlogPostingOptions {
  post: Post;
  /** The post's canonical address. */
  url: string;
  /** The thumbnail's absolute address, when the post has one. */
  imageUrl?: string | null;
  publisherLogoUrl: string;
  /** A plain-text excerpt of the post (no HTML). */
  description?: string | null;
}

/**
 * The author as machines read it (the post's structured data, the feed): a person's name, or
 * the organisation's for a generic byline. The page itself shows the byline as given (SPEC §2: 'Admin').
 */
export function machineAuthorName(author: Text): string {
  const name = clean(author);
  return !name || GENERIC_AUTHORS.has(name.toLowerCase()) ? SITE_NAME : name;
}

export function blogPostingJsonLd({ post, url, imageUrl, publisherLogoUrl, description }: BlogPostingOptions): BlogPostingJsonLd {
  const authorName = machineAuthorName(post.author);
  const byOrganization = authorName === SITE_NAME;
  const datePublished = isoDateTime(post.created_at);
  const dateModified = isoDateTime(post.updated_at) ?? datePublished;
  const image = clean(imageUrl);
  const summary = clean(description);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: truncate(post.title, HEADLINE_MAX),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: byOrganization
      ? { '@type': 'Organization', name: SITE_NAME, ...(URL.canParse(url) && { url: new URL('/', url).href }) }
      : { '@type': 'Person', name: authorName },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: publisherLogoUrl } },
    ...(image && { image: [image] }),
    ...(datePublished && { datePublished }),
    ...(dateModified && { dateModified }),
    ...(summary && { description: summary }),
  };
}

// ---------------------------------------------------------------- JobPosting

export type EmploymentType =
  | 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

const EMPLOYMENT_TYPES: readonly [pattern: RegExp, type: EmploymentType][] = [
  [/\bfull ?time\b|\bpermanent\b|\bregular\b/, 'FULL_TIME'],
  [/\bpart ?time\b/, 'PART_TIME'],
  [/\bcontract(?:ual|or)?\b|\bfreelance(?:r)?\b|\bproject based\b/, 'CONTRACTOR'],
  [/\btemp(?:orary)?\b|\bseasonal\b/, 'TEMPORARY'],
  [/\bintern(?:ship)?\b|\bapprentice(?:ship)?\b/, 'INTERN'],
  [/\bvolunt(?:eer|ary)\b/, 'VOLUNTEER'],
  [/\bper diem\b|\bdaily basis\b/, 'PER_DIEM'],
];

/**
 * The schema.org employment type named by free text ('Full Time', 'full-time',
 * 'Contractual', 'Internship'); the earliest mention wins. Text naming none of
 * them is OTHER; no text at all is undefined.
 */
export function employmentTypeOf(text: Text): EmploymentType | undefined {
  const normalised = clean(text)?.toLowerCase().replace(/[^a-z]+/g, ' ');
  if (!normalised) return undefined;
  return firstMention(normalised, EMPLOYMENT_TYPES) ?? 'OTHER';
}

type SalaryCurrency = 'BDT' | 'USD';
type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** A salary as schema.org's QuantitativeValue has it: a range, an open end, or one figure. */
export interface SalaryRange {
  currency: SalaryCurrency;
  unitText: SalaryUnit;
  minValue?: number;
  maxValue?: number;
  value?: number;
}

const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, lac: 1e5, lacs: 1e5, lakh: 1e5, lakhs: 1e5, million: 1e6, mn: 1e6 };

// '1,20,000' (the lakh grouping used in Bangladesh) and '25,000.50' alike; then an optional '30k', '5 lakh'.
// The suffix must end a word, so '30000tk' is 30000 taka rather than 30 thousand.
const AMOUNT = /(\d+(?:,\d+)*(?:\.\d+)?)(?:\s*(k|thousand|lakhs?|lacs?|million|mn)(?![a-z]))?/g;

const UNITS: readonly [pattern: RegExp, unit: SalaryUnit][] = [
  [/\bhour(?:ly)?\b|\/\s*hr\b|\bper hr\b/, 'HOUR'],
  [/\bdaily\b|\bper day\b|\/\s*day\b|\bper diem\b/, 'DAY'],
  [/\bweek(?:ly)?\b|\/\s*wk\b/, 'WEEK'],
  [/\byear(?:ly)?\b|\bannum\b|\bannual(?:ly)?\b|\/\s*yr\b|\bp\.a\.|\bpa\b/, 'YEAR'],
  [/\bmonth(?:ly)?\b|\/\s*mo\b/, 'MONTH'],
];

const BENGALI_DIGITS = /[০-৯]/g;

/**
 * Reads a salary as people write it: '25,000 - 35,000 BDT', '৳30k–45k',
 * '30K-40K/month', '$20/hour', 'Up to 50,000', '50000'. Taka is assumed unless
 * the text says dollars, and a month unless it names another period. Text
 * without a figure ('Negotiable') or in another currency gives undefined.
 */
export function parseSalaryRange(text: Text): SalaryRange | undefined {
  const source = clean(text)
    ?.toLowerCase()
    .replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  if (!source) return undefined;
  // Claiming taka for euros would be worse than saying nothing.
  if (/[€£₹¥]|\b(?:eur|gbp|inr|aud|cad|sgd)\b/.test(source)) return undefined;
  const currency: SalaryCurrency = /\$|\busd\b|\bdollars?\b/.test(source) ? 'USD' : 'BDT';
  // '30,000/month + yearly bonus' is monthly: the period named first is the salary's.
  const unitText = firstMention(source, UNITS) ?? 'MONTH';

  const amounts = [...source.matchAll(AMOUNT)].slice(0, 2).map(([, digits = '', suffix]) => ({
    amount: Number(digits.replace(/,/g, '')),
    multiplier: suffix ? (MULTIPLIERS[suffix] ?? 1) : 1,
  }));
  const [first, second] = amounts;
  if (!first) return undefined;
  // '30-45k' means 30k to 45k: the suffix written once covers both ends when that keeps the range ascending.
  if (second && first.multiplier === 1 && second.multiplier > 1 && first.amount <= second.amount) {
    first.multiplier = second.multiplier;
  }
  const low = first.amount * first.multiplier;
  const high = second ? second.amount * second.multiplier : undefined;
  if (!(low > 0) || (high !== undefined && !(high > 0))) return undefined;

  if (high === undefined) {
    if (/\bup ?to\b|\bmax(?:imum)?\b/.test(source)) return { currency, unitText, maxValue: low };
    // '40,000+' is open-ended; '30,000 + bonus' is a salary with extras.
    if (/\d\s*(?:k|thousand|lakhs?|lacs?|million|mn)?\s*\+(?!\s*[a-z])|\bfrom\b|\bmin(?:imum)?\b|\bstarting\b|\bat least\b/.test(source)) {
      return { currency, unitText, minValue: low };
    }
    return { currency, unitText, value: low };
  }
  if (high === low) return { currency, unitText, value: low };
  return { currency, unitText, minValue: Math.min(low, high), maxValue: Math.max(low, high) };
}

const REMOTE = /\bremote(?:ly)?\b|\bwork from home\b|\bwfh\b|\btelecommut/i;
const ONLY_REMOTE = /^(?:fully )?(?:remote(?:ly)?|work from home|wfh|anywhere)$/i;

export interface JobPostingJsonLd {
  '@context': typeof CONTEXT;
  '@type': 'JobPosting';
  title: string;
  description: string;
  url: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  hiringOrganization: OrganizationRef & { sameAs: string; logo: string };
  directApply: true;
  datePosted?: string;
  validThrough?: string;
  employmentType?: EmploymentType;
  jobLocation?: { '@type': 'Place'; address: PostalAddress };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  baseSalary?: {
    '@type': 'MonetaryAmount';
    currency: SalaryCurrency;
    value: { '@type': 'QuantitativeValue'; unitText: SalaryUnit; minValue?: number; maxValue?: number; value?: number };
  };
}

export interface JobPostingOptions {
  job: Job;
  /** The job description page's canonical address. */
  url: string;
  siteUrl: string;
  logoUrl: string;
  /** The job's description, already sanitised (Google accepts HTML here). */
  descriptionHtml: string;
  /** Used when the reply has no `created_at` (older providers). */
  postedAt?: string | Date | null;
  addressCountry?: string;
  /** Offset of the deadline's day (Bangladesh by default). */
  deadlineOffset?: string;
}

export function jobPostingJsonLd({
  job,
  url,
  siteUrl,
  logoUrl,
  descriptionHtml,
  postedAt,
  addressCountry = 'BD',
  deadlineOffset,
}: JobPostingOptions): JobPostingJsonLd {
  const title = clean(job.job_title) ?? '';
  const datePosted = isoDateTime(job.created_at) ?? isoDateTime(postedAt);
  const validThrough = endOfDay(job.deadline, deadlineOffset);
  const employmentType = employmentTypeOf(job.employment_type);
  const location = clean(job.location);
  const remote = REMOTE.test(`${job.working_type ?? ''} ${location ?? ''}`);
  const locality = location && !ONLY_REMOTE.test(location) ? location : undefined;
  const salary = parseSalaryRange(job.salary_range);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title,
    description: descriptionHtml.trim() || title,
    url,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    hiringOrganization: { '@type': 'Organization', name: SITE_NAME, sameAs: absoluteUrl(siteUrl, '/'), logo: absoluteUrl(siteUrl, logoUrl) },
    // The application form is on this site, a click from the posting (Google's directApply).
    directApply: true,
    ...(datePosted && { datePosted }),
    ...(validThrough && { validThrough }),
    ...(employmentType && { employmentType }),
    // A remote-only job has no place of work; Google then wants the country applicants may live in.
    ...((locality || !remote) && {
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', ...(locality && { addressLocality: locality }), addressCountry },
      },
    }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: addressCountry },
    }),
    ...(salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: salary.currency,
        value: {
          '@type': 'QuantitativeValue',
          unitText: salary.unitText,
          ...(salary.minValue !== undefined && { minValue: salary.minValue }),
          ...(salary.maxValue !== undefined && { maxValue: salary.maxValue }),
          ...(salary.value !== undefined && { value: salary.value }),
        },
      },
    }),
  };
}

// ---------------------------------------------------------------- <script> tag

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The props of a JSON-LD <script> tag. '<', '>' and '&' become \u escapes so no
 * value can close the tag ('</script>') or open a comment; U+2028/U+2029 are
 * escaped for parsers that still read JSON as JavaScript. The JSON means the same.
 */
export function jsonLdScript(data: object): { type: 'application/ld+json'; children: string } {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  };
}
