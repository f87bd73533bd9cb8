import { apiBaseUrl, backOfficeBaseUrl, mediaBaseUrl } from '@/lib/env';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function join(base: string, path: string): string {
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Absolute URLs are kept; relative paths live on `base`; nothing gives null. */
function resolve(path: string | null | undefined, base: () => string): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  return ABSOLUTE.test(trimmed) ? trimmed : join(base(), trimmed);
}

/** SPEC §3: project thumbnails are paths on the provider media host. */
export const mediaUrl = (path: string | null | undefined) => resolve(path, mediaBaseUrl);

/** SPEC §3: blog thumbnails (and other provider paths) are kept when absolute, otherwise on the provider host. */
export const providerUrl = (path: string | null | undefined) => resolve(path, apiBaseUrl);

/** SPEC §3: team images under `upload/` live on the back-office host; other relative paths on the media host. */
export function teamImageUrl(path: string | null | undefined): string | null {
  const trimmed = path?.trim().replace(/^\/+/, '');
  if (trimmed?.startsWith('upload/')) return join(backOfficeBaseUrl(), trimmed);
  return mediaUrl(trimmed);
}
