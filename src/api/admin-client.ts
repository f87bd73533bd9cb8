/**
 * The back office's calls: every one through the site's `request()` and its contracts,
 * with the staff token. Kept out of `client.ts` so nothing of the back office reaches the
 * public pages' first-load script.
 */
import { type Endpoint, buildPath } from '@contracts/endpoint';
import type { ResponseOutput } from '@contracts/endpoint';
import { ErrorReply } from '@contracts/shared';
import * as v from 'valibot';
import { ApiError, type RequestOptions, isApiError, request } from '@/api/client';
import { apiBaseUrl } from '@/lib/env';
import { getStaffToken } from '@/lib/staff-token';

/**
 * A failed back-office call. Its 401 ends the staff session (the back office's layout
 * listens for it), never the affiliate's: `needsSession` stays false, as the query
 * client's own handler reads that as the affiliate's session ending.
 */
class StaffApiError extends ApiError {
  readonly staffCall = true;
}

function asStaffError(error: unknown): unknown {
  if (!isApiError(error) || error instanceof StaffApiError) return error;
  return new StaffApiError({
    kind: error.kind,
    status: error.status,
    message: error.status === 403 ? FORBIDDEN_MESSAGE : error.message,
    serverMessage: error.serverMessage,
    fieldErrors: error.fieldErrors,
  });
}

/** What staff read when their role may not do something (the provider's 403). */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this: only an admin may do it.';

/** What staff read when the provider no longer accepts their token. */
export const STAFF_SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** A back-office call answered 401: the staff token expired, was revoked or its account disabled. */
export const isStaffSessionEnded = (error: unknown) => error instanceof StaffApiError && error.status === 401;

/** A back-office call was refused for the staff member's role. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** Calls a back-office endpoint with the stored staff token (none when signed out, never the affiliate's). */
export async function staffRequest<E extends Endpoint>(endpoint: E, options?: RequestOptions<E>): Promise<ResponseOutput<E>> {
  try {
    // An empty token sends no Authorization header, rather than fall back to the affiliate's.
    const withToken = { ...(options ?? {}), token: getStaffToken() ?? '' } as RequestOptions<E>;
    return await (request as (endpoint: E, options: RequestOptions<E>) => Promise<ResponseOutput<E>>)(endpoint, withToken);
  } catch (error) {
    throw asStaffError(error);
  }
}

/**
 * A file the provider sends only to staff (a CV, a CSV export), fetched with the token
 * and handed back as a Blob with the name the provider gave it. Never a public address.
 */
export async function staffDownload(
  endpoint: Endpoint,
  { params, query, signal }: { params?: Record<string, string | number>; query?: Record<string, string | undefined>; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const url = new URL(buildPath(endpoint.path, params), apiBaseUrl() || window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value) url.searchParams.set(key, value);
  const token = getStaffToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StaffApiError({ kind: 'network', status: null, message: `Network error calling ${endpoint.name}. Please try again.` });
  }
  if (!response.ok) {
    const parsed = v.safeParse(ErrorReply, await response.json().catch(() => ({})));
    const message = parsed.success ? parsed.output.message : undefined;
    throw asStaffError(
      new ApiError({ kind: 'http', status: response.status, message: message ?? `Request failed (${response.status}).`, serverMessage: message ?? null }),
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
}
