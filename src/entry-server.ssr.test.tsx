import { createPageRenderer } from '@/entry-server';

describe('createPageRenderer', () => {
  it('answers 503 within the time limit when the provider never answers, and logs the call that timed out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const neverAnswers: typeof globalThis.fetch = () => new Promise<Response>(() => {});
    const renderer = createPageRenderer({ viteManifest: 'dev', fetch: neverAnswers, providerTimeoutMs: 300 });

    const started = Date.now();
    const response = await renderer.render(new Request('http://localhost/portfolio'), { siteUrl: 'http://localhost' });
    const elapsed = Date.now() - started;

    expect(response.status).toBe(503);
    expect(elapsed).toBeLessThan(3_000);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Provider call timed out after 300 ms: GET \/api\/projects/));
  });
});
