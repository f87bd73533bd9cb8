import { DEFAULT_PROVIDER_TIMEOUT_MS, providerTimeoutMs, withTimeLimit } from '@/ssr/time-limit';

const never: typeof globalThis.fetch = () => new Promise<Response>(() => {});

describe('withTimeLimit', () => {
  it('rejects a call the provider never answers once the limit has passed, and names it in the log', async () => {
    const log = vi.fn();
    const started = Date.now();
    await expect(withTimeLimit(never, 50, log)('/api/projects')).rejects.toThrow('Provider call timed out after 50 ms: GET /api/projects');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(log).toHaveBeenCalledWith('Provider call timed out after 50 ms: GET /api/projects');
  });

  it('aborts the call it gives up on', async () => {
    let signal: AbortSignal | undefined;
    const waiting: typeof globalThis.fetch = (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    };
    await expect(withTimeLimit(waiting, 20, () => {})('/api/blogs', { method: 'post' })).rejects.toThrow('POST /api/blogs');
    expect(signal?.aborted).toBe(true);
  });

  it('passes on a reply that comes in time and logs nothing', async () => {
    const log = vi.fn();
    const reply = new Response('{}', { status: 200 });
    await expect(withTimeLimit(async () => reply, 1_000, log)('/api/blogs')).resolves.toBe(reply);
    expect(log).not.toHaveBeenCalled();
  });

  it("still ends when the caller's own signal aborts", async () => {
    const caller = new AbortController();
    const heeding: typeof globalThis.fetch = (_input, init) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const call = withTimeLimit(heeding, 10_000, () => {})('/api/blogs', { signal: caller.signal });
    caller.abort(new Error('navigated away'));
    await expect(call).rejects.toThrow('navigated away');
  });
});

describe('providerTimeoutMs', () => {
  it('reads a positive number of milliseconds and falls back to the default otherwise', () => {
    expect(providerTimeoutMs('1500')).toBe(1500);
    expect(providerTimeoutMs(undefined)).toBe(DEFAULT_PROVIDER_TIMEOUT_MS);
    expect(providerTimeoutMs('soon')).toBe(DEFAULT_PROVIDER_TIMEOUT_MS);
    expect(providerTimeoutMs('0')).toBe(DEFAULT_PROVIDER_TIMEOUT_MS);
  });
});
