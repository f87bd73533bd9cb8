/**
 * schema.org JobPosting structured data for a job's page, from the provider's free-text
 * fields (employment type, salary, place). Only the job pages load it.
 */
import type { Job } from '@contracts/career/job';
import { absoluteUrl, SITE_NAME } from '@/lib/head';
import { endOfDay, isoDateTime } from '@/lib/seo/dates';
import { CONTEXT, type OrganizationRef, type PostalAddress, type Text, clean, firstMention } from '@/lib/seo/json-ld';

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

