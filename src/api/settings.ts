import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/client';

export const settingsQueries = {
  all: () => ['settings'] as const,
  website: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'website'],
      queryFn: ({ signal }) => request(getWebsiteSettings, { signal }).then((reply) => reply.data),
    }),
};
