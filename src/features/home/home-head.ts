import type { QueryClient } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import { PROJECTS_DELIVERED, YEARS_IN_BUSINESS, inWords } from '@/lib/company-figures';
import { pageHead } from '@/lib/head';
import { jsonLdScript, organizationJsonLd } from '@/lib/seo/json-ld';
import { activeSocialLinks } from '@/lib/site';

/** The home page's head: what ITBD is, and the Organization data from the site settings the root loader read. */
export function homeHead(queryClient: QueryClient, siteUrl: string) {
  return {
    ...pageHead(
      'ITBD — Software, Web and Digital Services Agency',
      `Websites, apps, digital marketing and business software from an agency with ${inWords(YEARS_IN_BUSINESS)} and ${inWords(PROJECTS_DELIVERED)}.`,
    ),
    scripts: [
      jsonLdScript(
        organizationJsonLd({
          siteUrl,
          logoUrl: '/favicon.svg',
          settings: queryClient.getQueryData(settingsQueries.website().queryKey),
          socialProfiles: activeSocialLinks().map((link) => link.href),
        }),
      ),
    ],
  };
}
