import { getTestimonials } from '@contracts/testimonials/get-testimonials';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testimonialQueries } from '@/api/testimonials';
import { optionalQuery, prefetchAll, providerFailedPage } from '@/lib/route-loading';
import { replyWith } from '@/test/msw';
import { createTestQueryClient } from '@/test/render';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('providerFailedPage', () => {
  it('is a failed page when the provider fails a query the page needs', async () => {
    vi.stubEnv('SSR', true);
    replyWith(getTestimonials, 500, { message: 'Server Error' });
    const queryClient = createTestQueryClient();
    await prefetchAll(queryClient, [testimonialQueries.list()]);
    expect(providerFailedPage(queryClient)).toBe(true);
  });

  it('is not one when the failed query is optional: the page answers 200 and the browser fetches it again', async () => {
    vi.stubEnv('SSR', true);
    replyWith(getTestimonials, 500, { message: 'Server Error' });
    const queryClient = createTestQueryClient();
    await prefetchAll(queryClient, [optionalQuery(testimonialQueries.list())]);
    expect(providerFailedPage(queryClient)).toBe(false);
    // Kept in its failed state, which the browser's query retries when the band mounts.
    expect(queryClient.getQueryState(testimonialQueries.list().queryKey)?.status).toBe('error');
  });

  it('is not one when every query succeeded', async () => {
    vi.stubEnv('SSR', true);
    const queryClient = createTestQueryClient();
    await prefetchAll(queryClient, [optionalQuery(testimonialQueries.list())]);
    expect(queryClient.getQueryData(testimonialQueries.list().queryKey)?.length).toBeGreaterThan(0);
    expect(providerFailedPage(queryClient)).toBe(false);
  });
});
