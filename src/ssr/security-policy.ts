/**
 * The Content-Security-Policy of a rendered page. Scripts run only from the site's own
 * origin or when their text is one of the page's inline scripts (Mantine's colour-scheme
 * script, the router's dehydrated state), listed by sha256 hash rather than a nonce: a
 * page is cached per address (by this server and by CDNs for `s-maxage`), and a hash
 * travels with the cached body where a nonce would be the same for every visitor.
 */
import { apiBaseUrl, backOfficeBaseUrl, mediaBaseUrl } from '@/lib/env';

/** Where Google's embedded map lives; its `maps.google.com` address redirects to `www.google.com`. */
export const MAP_ORIGINS = ['https://maps.google.com', 'https://www.google.com'];

export interface PagePolicyOptions {
  /** The rendered HTML, whose inline scripts are allowed by hash. */
  html: string;
  /** The settings' map embed address, when it is set (the contact page frames it). */
  mapEmbedUrl?: string | null | undefined;
  /** Vite's dev server: its client injects scripts and uses a WebSocket for hot reload. */
  dev?: boolean;
}

/** Every executable inline `<script>` (no `src`, not a data block such as JSON-LD). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '', body = '']) => body !== '' && !/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
    .map(([, , body = '']) => body);
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The origin of an absolute address; nothing for a relative one (the site's own) or garbage. */
function originOf(url: string | null | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const unique = (items: string[]) => [...new Set(items)];

export async function pageSecurityPolicy({ html, mapEmbedUrl, dev = false }: PagePolicyOptions): Promise<string> {
  // The provider, its media and the back office may live on other hosts (VITE_* at build time).
  const provider = unique([...originOf(apiBaseUrl()), ...originOf(mediaBaseUrl()), ...originOf(backOfficeBaseUrl())]);
  const maps = unique([...MAP_ORIGINS, ...originOf(mapEmbedUrl)]);
  const scripts = dev
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : unique(await Promise.all(inlineScripts(html).map((script) => sha256(script))));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    // Mantine writes responsive props as inline <style> elements, on the server and again
    // while the visitor navigates, and many components set style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for small inline images, blob: for the profile photo's preview before upload.
    // Any https: host, because absolute image addresses are kept as the provider gives them
    // (SPEC §3) and post and job HTML may show images from anywhere; the provider's own
    // origins stay listed for a plain-http provider (local development).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...provider],
    'media-src': ["'self'", ...provider],
    // Vite inlines the smallest font subsets into the stylesheet as data: URLs.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...provider, ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': maps,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
