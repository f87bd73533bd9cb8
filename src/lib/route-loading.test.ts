import { getTestimonials } from '@contracts/testimonials/get-testimonials';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testimonialQueries } from '@/api/testimonials';
import { prefetchOptional } from '@/lib/route-loading';
import { replyWith } from '@/test/msw';
import { createTestQueryClient } from '@/test/render';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('prefetchOptional', () => {
  it('on the server, forgets a failed query, so the page is not a 503 and the browser tries again', async () => {
    vi.stubEnv('SSR', true);
    replyWith(getTestimonials, 500, { message: 'Server Error' });
    const queryClient = createTestQueryClient();
    await prefetchOptional(queryClient, [testimonialQueries.list()]);
    expect(queryClient.getQueryState(testimonialQueries.list().queryKey)).toBeUndefined();
  });

  it('on the server, keeps what it fetched for the page', async () => {
    vi.stubEnv('SSR', true);
    const queryClient = createTestQueryClient();
    await prefetchOptional(queryClient, [testimonialQueries.list()]);
    expect(queryClient.getQueryData(testimonialQueries.list().queryKey)?.length).toBeGreaterThan(0);
  });
});
