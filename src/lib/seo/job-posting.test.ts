import careerFixture from '@contracts/career/get-career.200.json';
import jobFixture from '@contracts/career/get-job-details.200.json';
import { getCareer } from '@contracts/career/get-career';
import { getJobDetails } from '@contracts/career/get-job-details';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { employmentTypeOf, jobPostingJsonLd, parseSalaryRange } from '@/lib/seo/job-posting';

const SITE = 'https://itbd.example';
const LOGO_PATH = '/favicon.svg';
const LOGO = `${SITE}${LOGO_PATH}`;
const job = v.parse(getJobDetails.response, jobFixture).data;
const jobs = v.parse(getCareer.response, careerFixture).data;

describe('employmentTypeOf', () => {
  it.each([
    ['Full Time', 'FULL_TIME'],
    ['full-time', 'FULL_TIME'],
    ['Fulltime', 'FULL_TIME'],
    ['Permanent', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['part time', 'PART_TIME'],
    ['Contractual', 'CONTRACTOR'],
    ['Contract', 'CONTRACTOR'],
    ['Freelance', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Internship', 'INTERN'],
    ['Paid Intern', 'INTERN'],
    ['Volunteer', 'VOLUNTEER'],
    ['Per Diem', 'PER_DIEM'],
    ['Internship, then full-time', 'INTERN'],
    ['Shift based', 'OTHER'],
    ['  ', undefined],
    [null, undefined],
  ] as const)('maps %j to %s', (text, expected) => {
    expect(employmentTypeOf(text)).toBe(expected);
  });
});

describe('parseSalaryRange', () => {
  it.each([
    ['25,000 - 35,000 BDT', { currency: 'BDT', unitText: 'MONTH', minValue: 25_000, maxValue: 35_000 }],
    ['BDT 80,000 - 120,000', { currency: 'BDT', unitText: 'MONTH', minValue: 80_000, maxValue: 120_000 }],
    ['৳30k–45k', { currency: 'BDT', unitText: 'MONTH', minValue: 30_000, maxValue: 45_000 }],
    ['30K-40K/month', { currency: 'BDT', unitText: 'MONTH', minValue: 30_000, maxValue: 40_000 }],
    ['Tk 30-45k', { currency: 'BDT', unitText: 'MONTH', minValue: 30_000, maxValue: 45_000 }],
    ['50000', { currency: 'BDT', unitText: 'MONTH', value: 50_000 }],
    ['50000tk', { currency: 'BDT', unitText: 'MONTH', value: 50_000 }],
    ['Tk. 1,20,000 per month', { currency: 'BDT', unitText: 'MONTH', value: 120_000 }],
    ['৳ ৩০,০০০ - ৪০,০০০', { currency: 'BDT', unitText: 'MONTH', minValue: 30_000, maxValue: 40_000 }],
    ['6-8 lakh per annum', { currency: 'BDT', unitText: 'YEAR', minValue: 600_000, maxValue: 800_000 }],
    ['$20/hour', { currency: 'USD', unitText: 'HOUR', value: 20 }],
    ['USD 1,500 - 2,000 monthly', { currency: 'USD', unitText: 'MONTH', minValue: 1_500, maxValue: 2_000 }],
    ['$40k - $60k a year', { currency: 'USD', unitText: 'YEAR', minValue: 40_000, maxValue: 60_000 }],
    ['30,000/month + yearly bonus', { currency: 'BDT', unitText: 'MONTH', value: 30_000 }],
    ['From 25k', { currency: 'BDT', unitText: 'MONTH', minValue: 25_000 }],
    ['Up to 50,000', { currency: 'BDT', unitText: 'MONTH', maxValue: 50_000 }],
    ['40,000+ (Negotiable)', { currency: 'BDT', unitText: 'MONTH', minValue: 40_000 }],
    ['35,000 - 25,000', { currency: 'BDT', unitText: 'MONTH', minValue: 25_000, maxValue: 35_000 }],
  ] as const)('reads %j', (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });

  it.each(['Negotiable', 'As per company policy', '€3,000', '0', '', null])('gives up on %j', (text) => {
    expect(parseSalaryRange(text)).toBeUndefined();
  });
});

describe('jobPostingJsonLd', () => {
  const url = `${SITE}/career/job-description/${job.id}`;
  const build = (overrides: Partial<typeof job> = {}, postedAt?: string) =>
    jobPostingJsonLd({ job: { ...job, ...overrides }, url, siteUrl: SITE, logoUrl: LOGO_PATH, descriptionHtml: job.description, postedAt });

  it('says the application is made on this site (directApply)', () => {
    expect(build().directApply).toBe(true);
  });

  it("carries Google's required and recommended fields", () => {
    const data = build();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.job_title,
      description: job.description,
      datePosted: '2026-11-01T04:00:00Z',
      validThrough: `${job.deadline ?? ''}T23:59:59+06:00`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'ITBD', sameAs: `${SITE}/`, logo: LOGO },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'BD' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BDT',
        value: { '@type': 'QuantitativeValue', unitText: 'MONTH', minValue: 80_000, maxValue: 120_000 },
      },
      identifier: { '@type': 'PropertyValue', name: 'ITBD', value: String(job.id) },
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('builds from every listed job, leaving out a salary that is only negotiable', () => {
    for (const listed of jobs) {
      const data = jobPostingJsonLd({ job: listed, url, siteUrl: SITE, logoUrl: LOGO, descriptionHtml: listed.description });
      expect(data.title).toBe(listed.job_title);
      expect(data.jobLocation?.address).toBeDefined();
      if (listed.salary_range === 'Negotiable') expect(data).not.toHaveProperty('baseSalary');
    }
  });

  it("falls back to postedAt for replies without created_at, and leaves out a deadline it cannot read", () => {
    const data = build({ created_at: null, deadline: 'End of month' }, '2026-10-30');
    expect(data.datePosted).toBe('2026-10-30');
    expect(data).not.toHaveProperty('validThrough');
  });

  it('marks a remote job as telecommuting, with the country applicants must be in', () => {
    const remoteOnly = build({ working_type: 'Remote', location: 'Remote' });
    expect(remoteOnly).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'BD' } });
    expect(remoteOnly).not.toHaveProperty('jobLocation');

    const remoteWithOffice = build({ working_type: 'Remote' });
    expect(remoteWithOffice.jobLocationType).toBe('TELECOMMUTE');
    expect(remoteWithOffice.jobLocation?.address.addressLocality).toBe(job.location);

    expect(build({ working_type: 'Hybrid' })).not.toHaveProperty('jobLocationType');
  });

  it('still names the country when the job gives no location', () => {
    expect(build({ location: null }).jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'BD' } });
  });
});
