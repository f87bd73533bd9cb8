import type { QueryClient } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import { jsonLdScript, organizationJsonLd } from '@/lib/seo/json-ld';
import { activeSocialLinks } from '@/lib/site';
import { sitePageHead } from '@/lib/site-pages';

/** The home page's head: what ITBD is, and the Organization data from the site settings the root loader read. */
export function homeHead(queryClient: QueryClient, siteUrl: string) {
  return {
    // Feed readers find the blog's feed from the site's address.
    ...sitePageHead('home', { feed: true }),
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
