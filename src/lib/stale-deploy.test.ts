import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForMissingCode } from '@/lib/stale-deploy';

const missing = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/blog-Abc123.js');

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForMissingCode', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once per address, then leaves the page to show a message', () => {
    const location = { pathname: '/blog', reload: vi.fn() };
    expect(reloadOnceForMissingCode(missing, location)).toBe(true);
    expect(reloadOnceForMissingCode(missing, location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    // Another address gets its own one reload.
    const otherChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/career-Def456.js');
    expect(reloadOnceForMissingCode(otherChunk, { ...location, pathname: '/career' })).toBe(true);
  });

  it('does not reload again when the router already did for the same chunk', () => {
    sessionStorage.setItem(`tanstack_router_reload:${missing.message}`, '1');
    const location = { pathname: '/blog', reload: vi.fn() };
    expect(reloadOnceForMissingCode(missing, location)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('never reloads for other errors', () => {
    const location = { pathname: '/blog', reload: vi.fn() };
    expect(reloadOnceForMissingCode(new Error('boom'), location)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
