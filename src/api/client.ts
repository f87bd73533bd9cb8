import {
  type Endpoint,
  type PathParams,
  type QueryInput,
  type RequestInput,
  type ResponseOutput,
  buildPath,
} from '@contracts/endpoint';
import { ErrorReply } from '@contracts/shared';
import { FetchError, type $Fetch, ofetch } from 'ofetch';
import * as v from 'valibot';
import { getAffiliateToken } from '@/lib/auth-token';
import { apiBaseUrl } from '@/lib/env';

export type ApiErrorKind = 'http' | 'network' | 'contract';

/** The one error type every failed call becomes: status, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** The provider's own message, when it sent one. */
  readonly serverMessage: string | null;
  readonly fieldErrors: Record<string, string[]>;
  /** The call needs the affiliate's session (a bearer token), so its 401 means the session has ended. */
  readonly needsSession: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    status: number | null;
    message: string;
    serverMessage?: string | null;
    fieldErrors?: Record<string, string[]>;
    needsSession?: boolean;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.needsSession = init.needsSession ?? false;
  }

  /** First message for a field, as Laravel lists them. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  /** Field errors flattened to one message each, the shape `form.setErrors` takes. */
  firstFieldErrors(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The provider failed (no answer, a 5xx, or a reply outside its contract), rather than answer that something is missing. */
export const isProviderFailure = (error: unknown) =>
  isApiError(error) && (error.status === null || error.status >= 500 || error.kind === 'contract');

/** What the affiliate reads when the provider no longer accepts their token. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * A call that needs the affiliate's session answered 401: the token expired or was revoked.
 * (The login's own 401, wrong credentials, is not one: it needs no session.)
 */
export const isSessionEnded = (error: unknown) => isApiError(error) && error.needsSession && error.status === 401;

/** The provider answered 404: the thing asked for does not exist. */
export const isNotFoundError = (error: unknown) => isApiError(error) && error.status === 404;

/** The provider's message when there is one, else the place's own fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/**
 * The fetch behind every call. The server renderer replaces it once at start-up, so
 * the embedded provider is called in-process instead of over a socket to itself.
 */
let apiFetch: $Fetch = ofetch;

export function setApiFetch(fetchImplementation: typeof globalThis.fetch): void {
  apiFetch = ofetch.create({}, { fetch: fetchImplementation });
}

export type RequestOptions<E extends Endpoint> = {
  signal?: AbortSignal;
  /** For an affiliate call: the bearer token to send instead of the stored one. */
  token?: string;
} & (PathParams<E['path']> extends undefined
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (RequestInput<E> extends undefined ? { body?: undefined } : { body: RequestInput<E> }) &
  (QueryInput<E> extends undefined ? { query?: undefined } : { query?: QueryInput<E> });

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : undefined);
    else form.append(key, String(value));
  }
  return form;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: SESSION_ENDED_MESSAGE,
  404: 'Not found.',
  413: 'The upload is too large.',
  422: 'Please check the highlighted fields.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function toApiError(error: unknown, endpoint: Endpoint): ApiError {
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const parsed = v.safeParse(ErrorReply, error.data);
    const body = parsed.success ? parsed.output : {};
    return new ApiError({
      kind: 'http',
      status,
      message: body.message ?? STATUS_MESSAGES[status] ?? `Request failed (${status}).`,
      serverMessage: body.message ?? null,
      fieldErrors: body.errors ?? {},
      needsSession: endpoint.auth ?? false,
    });
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError({
    kind: 'network',
    status: null,
    message: `Network error calling ${endpoint.name}. Please try again.`,
  });
}

/**
 * Calls one endpoint of the provider and parses the reply through its
 * contract. JSON bodies go as JSON, multipart bodies as multipart (the
 * browser sets the boundary), and affiliate calls carry the bearer token.
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  ...[options]: RequestOptions<E> extends { params: unknown } | { body: unknown }
    ? [RequestOptions<E>]
    : [RequestOptions<E>?]
): Promise<ResponseOutput<E>> {
  const { params, query, body, signal, token } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    signal?: AbortSignal;
    token?: string;
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.auth) {
    const bearer = token ?? getAffiliateToken();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
  }

  let data: unknown;
  try {
    data = await apiFetch(buildPath(endpoint.path, params), {
      baseURL: apiBaseUrl(),
      method: endpoint.method,
      headers,
      query,
      body: body === undefined ? undefined : endpoint.body === 'multipart' ? toFormData(body) : body,
      signal,
      retry: 0,
    });
  } catch (error) {
    // A 401 is not handled here: the query client's caches end the session, in one place.
    throw toApiError(error, endpoint);
  }

  const parsed = v.safeParse(endpoint.response, data);
  if (!parsed.success) {
    console.warn(`[api] ${endpoint.name}: the reply does not match its contract`, v.flatten(parsed.issues));
    throw new ApiError({ kind: 'contract', status: 200, message: 'Unexpected response from server.' });
  }
  return parsed.output as ResponseOutput<E>;
}
