/**
 * A time limit on every call the server renderer makes to the provider. A provider that
 * takes its time must not hold a page (and the CDN's request behind it) for as long as it
 * likes: past the limit the call fails as an unanswered one does (a network error, so the
 * page answers 503 with Retry-After and the browser takes over), and the server logs which
 * call it was.
 */

/** `PROVIDER_TIMEOUT_MS` when it is a positive number of milliseconds, else this. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 5_000;

export function providerTimeoutMs(setting: string | undefined): number {
  const value = Number(setting);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_PROVIDER_TIMEOUT_MS;
}

/** What a call past its limit fails with; not an AbortError, so it reads as the provider not answering. */
class ProviderTimeoutError extends Error {
  override readonly name = 'ProviderTimeoutError';
}

const describe = (input: RequestInfo | URL, init?: RequestInit) => {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const url = input instanceof Request ? input.url : String(input);
  return `${method.toUpperCase()} ${url}`;
};

/**
 * `fetchImplementation` with a limit of `ms` until the reply's headers: past it the call is
 * aborted and rejected whether or not the provider heeds the abort (the in-process provider
 * does not), and `log` names the call.
 */
export function withTimeLimit(
  fetchImplementation: typeof globalThis.fetch,
  ms: number,
  log: (message: string) => void = console.error,
): typeof globalThis.fetch {
  return (input, init) => {
    const controller = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        const message = `Provider call timed out after ${ms} ms: ${describe(input, init)}`;
        log(message);
        controller.abort(new ProviderTimeoutError(message));
        reject(new ProviderTimeoutError(message));
      }, ms);
      fetchImplementation(input, { ...init, signal }).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };
}
