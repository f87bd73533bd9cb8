import postFixture from '@contracts/blog/get-post-details.200.json';
import { getPostDetails } from '@contracts/blog/get-post-details';
import careerFixture from '@contracts/career/get-career.200.json';
import jobFixture from '@contracts/career/get-job-details.200.json';
import { getCareer } from '@contracts/career/get-career';
import { getJobDetails } from '@contracts/career/get-job-details';
import settingsFixture from '@contracts/settings/get-website-settings.200.json';
import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  employmentTypeOf,
  HEADLINE_MAX,
  jobPostingJsonLd,
  jsonLdScript,
  machineAuthorName,
  organizationJsonLd,
  parseSalaryRange,
  truncate,
} from '@/lib/seo/json-ld';

const SITE = 'https://itbd.example';
const LOGO_PATH = '/favicon.svg';
const LOGO = `${SITE}${LOGO_PATH}`;
const settings = v.parse(getWebsiteSettings.response, settingsFixture).data;
const post = v.parse(getPostDetails.response, postFixture).data;
const job = v.parse(getJobDetails.response, jobFixture).data;
const jobs = v.parse(getCareer.response, careerFixture).data;

describe('organizationJsonLd', () => {
  it("carries Google's required name, url and logo, with contact details from the settings", () => {
    const data = organizationJsonLd({
      siteUrl: SITE,
      logoUrl: LOGO_PATH,
      settings,
      socialProfiles: ['https://www.facebook.com/itbd.net', null, '#', 'https://www.facebook.com/itbd.net'],
    });
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ITBD', url: `${SITE}/`, logo: LOGO });
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: settings.phone1,
      email: settings.email1,
    });
    expect(data.sameAs).toEqual(['https://www.facebook.com/itbd.net']);
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'BD' });
  });

  it('leaves the contact details out when the settings failed to load', () => {
    const data = organizationJsonLd({ siteUrl: SITE, logoUrl: LOGO, settings: undefined });
    expect(data).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'ITBD', url: `${SITE}/`, logo: LOGO });
  });

  it('keeps a contact point with only an e-mail address', () => {
    const data = organizationJsonLd({ siteUrl: SITE, logoUrl: LOGO, settings: { ...settings, phone1: '  ', address: null } });
    expect(data.contactPoint).toEqual({ '@type': 'ContactPoint', contactType: 'customer service', email: settings.email1 });
    expect(data).not.toHaveProperty('address');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with their names, making site-relative addresses absolute', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: '/' },
      { name: 'Blog', url: '/blog' },
      { name: post.title, url: `/blog/${post.slug}` },
    ], SITE);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
      { '@type': 'ListItem', position: 3, name: post.title, item: `${SITE}/blog/${post.slug}` },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  const url = `${SITE}/blog/${post.slug}`;
  const imageUrl = `${SITE}/${post.thumbnail ?? ''}`;

  it("carries Google's headline, image, datePublished, dateModified and author, and the publisher's logo as an ImageObject", () => {
    const data = blogPostingJsonLd({ post, url, imageUrl, publisherLogoUrl: LOGO, description: 'Where the time went.' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      image: [imageUrl],
      datePublished: '2026-10-28T06:30:00Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: 'ITBD', logo: { '@type': 'ImageObject', url: LOGO } },
      description: 'Where the time went.',
    });
    expect(data.author.name).toBeTruthy();
  });

  it("credits the agency rather than a person called 'Admin', and a named author as a Person", () => {
    expect(blogPostingJsonLd({ post, url, publisherLogoUrl: LOGO }).author).toEqual({ '@type': 'Organization', name: 'ITBD', url: `${SITE}/` });
    expect(blogPostingJsonLd({ post: { ...post, author: null }, url, publisherLogoUrl: LOGO }).author).toEqual({ '@type': 'Organization', name: 'ITBD', url: `${SITE}/` });
    expect(blogPostingJsonLd({ post: { ...post, author: 'Nusrat Jahan' }, url, publisherLogoUrl: LOGO }).author).toEqual({
      '@type': 'Person',
      name: 'Nusrat Jahan',
    });
  });

  it('gives the time the post last changed as dateModified, and its publication time when the provider sends none', () => {
    expect(blogPostingJsonLd({ post: { ...post, updated_at: '2026-11-02T10:00:00Z' }, url, publisherLogoUrl: LOGO }).dateModified).toBe(
      '2026-11-02T10:00:00Z',
    );
    expect(blogPostingJsonLd({ post: { ...post, updated_at: null }, url, publisherLogoUrl: LOGO }).dateModified).toBe('2026-10-28T06:30:00Z');
  });

  it('names the same author as the feed', () => {
    expect(machineAuthorName('Admin')).toBe('ITBD');
    expect(machineAuthorName(' ')).toBe('ITBD');
    expect(machineAuthorName('Nusrat Jahan')).toBe('Nusrat Jahan');
  });

  it('leaves out the image, date and description it does not have', () => {
    const data = blogPostingJsonLd({ post: { ...post, created_at: '28 October', updated_at: null }, url, imageUrl: null, publisherLogoUrl: LOGO, description: '' });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('description');
  });

  it(`shortens a headline to ${HEADLINE_MAX} characters between words`, () => {
    const title = `${'Word '.repeat(30)}end`;
    const { headline } = blogPostingJsonLd({ post: { ...post, title }, url, publisherLogoUrl: LOGO });
    expect(Array.from(headline).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline).toMatch(/ Word…$/);
  });
});

describe('truncate', () => {
  it('cuts inside a word only when no break is near, and never through an emoji', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('abcdefghijklmnop', 10)).toBe('abcdefghi…');
    expect(truncate(`${'a'.repeat(8)}😀😀😀`, 10)).toBe(`${'a'.repeat(8)}😀…`);
    expect(truncate('one two, three four', 12)).toBe('one two…');
  });
});

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

describe('jsonLdScript', () => {
  it('can never close its script tag, and still means the same JSON', () => {
    const data = blogPostingJsonLd({
      post: { ...post, title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' },
      url: `${SITE}/blog/x`,
      publisherLogoUrl: LOGO,
    });
    const script = jsonLdScript(data);
    expect(script.type).toBe('application/ld+json');
    expect(script.children.toLowerCase()).not.toContain('</script');
    expect(script.children).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script.children).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.children)).toEqual(data);
  });
});
