/**
 * Where the provider lives. Every value is read at call time, never at import
 * time, so modules stay importable without a browser window.
 *
 * - VITE_API_BASE_URL: the provider host (default: the site's own origin, as relative paths).
 * - VITE_MEDIA_BASE_URL: the media host for project thumbnails (default: `<api>/storage`).
 * - VITE_BACKOFFICE_BASE_URL: the back-office host for `upload/` paths (default: the provider host).
 */
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Empty when the provider is the site's own origin: paths then stay relative, the same on the server and in the browser. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  return trimSlash(configured || '');
}

export function mediaBaseUrl(): string {
  const configured = import.meta.env.VITE_MEDIA_BASE_URL as string | undefined;
  return trimSlash(configured || `${apiBaseUrl()}/storage`);
}

export function backOfficeBaseUrl(): string {
  const configured = import.meta.env.VITE_BACKOFFICE_BASE_URL as string | undefined;
  return trimSlash(configured || apiBaseUrl());
}
