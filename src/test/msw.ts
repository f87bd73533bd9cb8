import type { Endpoint } from '@contracts/endpoint';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { allEndpoints, fixture, successFixture } from '@/test/fixtures';

const method = (endpoint: Endpoint) => (endpoint.method === 'GET' ? http.get : http.post);

/** Every endpoint answers with its recorded success reply. */
const defaultHandlers = allEndpoints.flatMap((endpoint) => {
  const reply = successFixture(endpoint);
  return reply ? [method(endpoint)(endpoint.path, () => HttpResponse.json(reply.body as never, { status: reply.status }))] : [];
});

export const server = setupServer(...defaultHandlers);

/** Override one endpoint for a test: a body and status, by default the recorded fixture for that status. */
export function replyWith(endpoint: Endpoint, status = 200, body: unknown = fixture(endpoint, status)) {
  server.use(method(endpoint)(endpoint.path, () => HttpResponse.json(body as never, { status })));
}

/**
 * The provider's rate-limit refusal, shaped as `tooManyRequests` in server/limits.ts
 * sends it: 429, `Retry-After` in whole seconds and a Laravel-shaped `{message}`.
 */
export function replyTooManyRequests(endpoint: Endpoint, message: string, retryAfterSeconds = 3600) {
  server.use(
    method(endpoint)(endpoint.path, () =>
      HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } }),
    ),
  );
}

/** The endpoint never answers (loading states); returns the requests it has received, to count them. */
export function replyNever(endpoint: Endpoint) {
  const requests: Request[] = [];
  server.use(
    method(endpoint)(endpoint.path, ({ request }) => {
      requests.push(request);
      return delay('infinite');
    }),
  );
  return requests;
}

/** No response at all (network failure). */
export function replyNetworkError(endpoint: Endpoint) {
  server.use(method(endpoint)(endpoint.path, () => HttpResponse.error()));
}

/**
 * Node's multipart parser builds its File objects from the global File, which
 * jsdom replaces with its own; parse with Node's File in place.
 */
async function parseMultipart(request: Request): Promise<FormData> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.formData();
  } finally {
    globalThis.File = jsdomFile;
  }
}

interface CapturedRequest {
  url: URL;
  headers: Headers;
  /** The parsed JSON body, for JSON requests. */
  json?: unknown;
  /** The parsed form, for multipart requests. */
  form?: FormData;
}

/**
 * Records what the app sent to an endpoint, replying with the given status and
 * fixture. Bodies are read inside the handler, while the request stream is open.
 */
export function captureRequests(endpoint: Endpoint, status = 200, body: unknown = fixture(endpoint, status)) {
  const requests: CapturedRequest[] = [];
  server.use(
    method(endpoint)(endpoint.path, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      requests.push({
        url: new URL(request.url),
        headers: request.headers,
        json: type.includes('application/json') ? await request.json() : undefined,
        form: type.includes('multipart/form-data') ? await parseMultipart(request) : undefined,
      });
      return HttpResponse.json(body as never, { status });
    }),
  );
  return requests;
}
