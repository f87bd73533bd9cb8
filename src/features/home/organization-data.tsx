import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { settingsQueries } from '@/api/settings';
import { JsonLd } from '@/components/json-ld';
import { organizationJsonLd } from '@/lib/seo/organization';
import { activeSocialLinks } from '@/lib/site';

/**
 * Google's Organization data from the site settings the root loader read, in the home page
 * rather than its head: the page's chunk carries the structured-data code, not every page's entry.
 */
export function OrganizationData() {
  const { siteUrl } = useRouteContext({ from: '__root__' });
  // Not suspending: without the settings (a failed call) the data leaves the contact details out, and the page shows as ever.
  const { data: settings } = useQuery(settingsQueries.website());
  const data = useMemo(
    () => organizationJsonLd({ siteUrl, logoUrl: '/favicon.svg', settings, socialProfiles: activeSocialLinks().map((link) => link.href) }),
    [siteUrl, settings],
  );
  return <JsonLd data={data} />;
}
