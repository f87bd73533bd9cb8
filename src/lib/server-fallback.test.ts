import { isServerFallback } from '@/lib/server-fallback';

describe('isServerFallback', () => {
  it.each([
    'Minified React error #419; visit https://react.dev/errors/419 for the full message',
    'The server could not finish this Suspense boundary, likely due to an error during server rendering. Switched to client rendering.',
  ])('recognises %s', (message) => {
    expect(isServerFallback(new Error(message))).toBe(true);
  });

  it.each([
    'Minified React error #418; visit https://react.dev/errors/418',
    "Hydration failed because the server rendered HTML didn't match the client.",
  ])('leaves a real mismatch to be reported: %s', (message) => {
    expect(isServerFallback(new Error(message))).toBe(false);
  });
});
