/** schema.org Organization structured data for the home page, from the site settings. */
import type { WebsiteSettings } from '@contracts/settings/get-website-settings';
import { absoluteUrl, SITE_NAME } from '@/lib/head';
import { CONTEXT, type PostalAddress, type Text, clean, isHttpUrl } from '@/lib/seo/json-ld';

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
