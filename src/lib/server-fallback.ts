/**
 * React's report that a Suspense boundary came from the server as its fallback because
 * rendering it there threw (error #419 in production builds, its text in development):
 * the browser renders that boundary itself.
 */
export const isServerFallback = (error: unknown): boolean =>
  error instanceof Error && /Minified React error #419\b|could not finish this Suspense boundary/.test(error.message);
