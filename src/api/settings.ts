import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { endpointQuery } from '@/api/endpoint-options';

export const settingsQueries = {
  all: () => ['settings'] as const,
  website: () => endpointQuery([...settingsQueries.all(), 'website'], getWebsiteSettings, (reply) => reply.data),
};
