import settingsFixture from '@contracts/settings/get-website-settings.200.json';
import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '@/lib/seo/organization';

const SITE = 'https://itbd.example';
const LOGO_PATH = '/favicon.svg';
const LOGO = `${SITE}${LOGO_PATH}`;
const settings = v.parse(getWebsiteSettings.response, settingsFixture).data;

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
