import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { createQueryClient } from '@/api/query-client';

const KEY = ['posts'];

/** The server's cache, as it travels with a page: filled at `renderedAt`. */
async function pageFilledAt(renderedAt: number) {
  vi.setSystemTime(renderedAt);
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: KEY, queryFn: () => ['from the page'] });
  return dehydrate(server);
}

describe('createQueryClient freshness', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts the data a page arrived with as fetched when the page arrived, however long the page waited in a cache', async () => {
    const page = await pageFilledAt(Date.UTC(2026, 10, 24, 12, 0, 0));
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 45)); // a page the cache kept for 45 s
    const browser = createQueryClient();
    hydrate(browser, page);
    const queryFn = vi.fn(() => ['fetched again']);

    await expect(browser.fetchQuery({ queryKey: KEY, queryFn })).resolves.toEqual(['from the page']);
    expect(queryFn).not.toHaveBeenCalled();

    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 1, 16)); // 31 s after the page arrived
    await expect(browser.fetchQuery({ queryKey: KEY, queryFn })).resolves.toEqual(['fetched again']);
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('keeps data fetched in the browser fresh for 30 s', async () => {
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
    const browser = createQueryClient();
    const queryFn = vi.fn(() => ['fetched']);
    await browser.fetchQuery({ queryKey: KEY, queryFn });

    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 29));
    await browser.fetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledOnce();

    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 31));
    await browser.fetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('createQueryClient retries', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (failureCount: number, error: Error) => boolean;
  const failure = (status: number | null) =>
    new ApiError({ kind: status === null ? 'network' : 'http', status, message: 'Failed' });

  it('tries a call that failed on the provider or the network once more, then gives up for the page to say so', () => {
    expect(retry(0, failure(500))).toBe(true);
    expect(retry(0, failure(null))).toBe(true);
    expect(retry(1, failure(503))).toBe(false);
  });

  it('does not repeat a call the provider refused', () => {
    expect(retry(0, failure(404))).toBe(false);
    expect(retry(0, failure(422))).toBe(false);
  });
});
