import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers every response carries (issue 14): no framing, a referrer that stops at
 * the origin across sites, no powerful browser features, no sniffing, HSTS when the
 * visitor came over TLS, and CORS for `/api` only to the origins the site is
 * configured for. Pages bring their own Content-Security-Policy (the renderer hashes
 * each page's inline scripts, `src/ssr/security-policy.ts`); anything else gets one
 * that loads nothing, since it is data, not a document.
 */

/** One year, sub-domains included: sent only when the request is known to be HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  /** SITE_URL: its origin may call the API from a browser. */
  siteUrl?: string | undefined;
  /** CORS_ORIGINS: further origins allowed to call the API (e.g. a staging front end); a URL stands for its origin. */
  corsOrigins?: readonly string[];
  /**
   * TRUST_PROXY: the server sits behind a proxy that sets `X-Forwarded-Proto` (and
   * `X-Forwarded-For`); without it those headers are anyone's to forge and are ignored.
   */
  trustProxy?: boolean;
}

/** The entries of `CORS_ORIGINS="https://a.example, https://b.example"`, as written: allowedOrigins makes them origins. */
export const parseOriginList = (list: string | undefined): string[] => (list ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * CORS_ORIGINS' and SITE_URL's origins, however the caller wrote them: each URL as the form
 * a browser's `Origin` header has (no path, no trailing slash), since compared as written,
 * `https://a.example/` would grant nothing. An entry that is not a URL is dropped.
 */
export function allowedOrigins({ siteUrl, corsOrigins = [] }: SecurityOptions): Set<string> {
  const origins = new Set(
    corsOrigins.flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        console.warn(`CORS_ORIGINS: ignoring ${url}, which is not a URL`);
        return [];
      }
    }),
  );
  if (siteUrl) origins.add(new URL(siteUrl).origin);
  return origins;
}

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = secureHeaders({
    // A page's own policy (with its script hashes) and the media's sandbox policy are kept.
    overwrite: false,
    // For responses that are not pages (JSON, assets, feeds): nothing may run, load or frame them.
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Set below, only over TLS: over plain HTTP it is ignored at best and misleading at worst.
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      browsingTopics: [],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    const forwarded = options.trustProxy ? c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() : undefined;
    const https = forwarded ? forwarded === 'https' : new URL(c.req.url).protocol === 'https:';
    if (https) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/** CORS for `/api`: the configured origins get a grant, any other origin none (never `*`); same-origin calls need none. */
export function apiCors(options: SecurityOptions): MiddlewareHandler {
  const origins = allowedOrigins(options);
  return cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept', 'Authorization'],
    maxAge: 600,
  });
}
