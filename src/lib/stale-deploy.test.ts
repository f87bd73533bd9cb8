import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { isMissingCode, reloadForNewBuild } from '@/lib/stale-deploy';

const ENTRY_URL = 'http://localhost/assets/entry-client-Abc123.js';
const missing = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/blog-Abc123.js');

/** The server's answer for the entry script: its status, or no answer at all. */
function entryAnswers(status: number | 'network error') {
  server.use(http.head(ENTRY_URL, () => (status === 'network error' ? HttpResponse.error() : new HttpResponse(null, { status }))));
}

describe('reloadForNewBuild', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("reloads once when this build's entry is gone from the server, never again for the same build", async () => {
    entryAnswers(404);
    const reload = vi.fn();

    await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });
    await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });

    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again for a later deploy, once the reload has brought the tab a new build', async () => {
    const NEXT_ENTRY_URL = 'http://localhost/assets/entry-client-Def456.js';
    entryAnswers(404);
    server.use(http.head(NEXT_ENTRY_URL, () => new HttpResponse(null, { status: 404 })));
    const reload = vi.fn();

    await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });
    // After the reload the tab runs the next build, and that one is replaced in turn.
    await reloadForNewBuild(missing(), { entryUrl: NEXT_ENTRY_URL, reload });

    expect(reload).toHaveBeenCalledTimes(2);
  });

  it.each([200, 'network error'] as const)(
    'keeps the page when the entry answers %s (the connection failed, not the build), and may reload for a later deploy',
    async (answer) => {
      entryAnswers(answer);
      const reload = vi.fn();
      await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });
      expect(reload).not.toHaveBeenCalled();

      entryAnswers(404);
      await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });
      expect(reload).toHaveBeenCalledOnce();
    },
  );

  it('does not reload for a second failure while the first is still being checked', async () => {
    entryAnswers(404);
    const reload = vi.fn();

    await Promise.all([reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload }), reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload })]);

    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads without session storage, which could not stop a loop', async () => {
    entryAnswers(404);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const reload = vi.fn();

    await reloadForNewBuild(missing(), { entryUrl: ENTRY_URL, reload });

    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isMissingCode', () => {
  it('knows the failures Vite reported, and no other error', async () => {
    entryAnswers(200);
    const reported = missing();
    await reloadForNewBuild(reported, { entryUrl: ENTRY_URL, reload: vi.fn() });

    expect(isMissingCode(reported)).toBe(true);
    expect(isMissingCode(missing())).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });
});
